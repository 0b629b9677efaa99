/**
 * npm run submissions: the agency reads and hands on what arrived. CSV that no spreadsheet runs as a
 * formula, a resume file byte for byte, and notifications that failed for good listed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalStorage } from '../../server/storage';
import { csvField, toCsv } from '../../server/submissions-csv';
import { pdf } from './helpers/resume-files';

describe('CSV', () => {
  it('quotes every field and defuses values a spreadsheet would run as formulas', () => {
    expect(csvField('Dana')).toBe('"Dana"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvField(`${start}1+1`)).toBe(`"'${start}1+1"`);
  });

  it('the CSV export neutralises = but not the full-width ＝, ＋, －, ＠: now it does both', () => {
    for (const start of ['＝', '＋', '－', '＠']) expect(csvField(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvField(undefined)).toBe('""');
    expect(csvField(42)).toBe('"42"');
  });

  it('has one row per submission with the resume columns, lines in CRLF', () => {
    const csv = toCsv([
      {
        id: 7,
        kind: 'application',
        createdAt: '2026-03-01T10:00:00.000Z',
        data: {
          name: 'Dana',
          email: 'dana@example.com',
          coverLetter: 'line 1\nline 2',
          jobId: 'seo-specialist',
          jobTitle: 'SEO Specialist',
        },
        notification: 'delivered',
        resume: { key: 'k', originalName: 'cv.pdf', mediaType: 'application/pdf', size: 12, sha256: 'ab' },
      },
    ]);
    const [head, row] = csv.split('\r\n');
    expect(head).toBe(
      'id,received,kind,notification,name,email,phone,message,cover_letter,job_id,job_title,resume_name,resume_type,resume_size,resume_sha256,last_error',
    );
    expect(row).toBe(
      '"7","2026-03-01T10:00:00.000Z","application","delivered","Dana","dana@example.com","","","line 1\nline 2","seo-specialist","SEO Specialist","cv.pdf","application/pdf","12","ab",""',
    );
  });
});

describe('the command', () => {
  let varDir: string;
  const resume = pdf(20_000);
  const run = (...args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/submissions.ts', ...args], {
      env: { ...process.env, VAR_DIR: varDir, DATA_DIR: 'tests/fixtures/api-data' },
      maxBuffer: 50 * 1024 * 1024,
    });

  beforeAll(async () => {
    varDir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-submissions-'));
    const { store, resumes } = openLocalStorage({
      databasePath: path.join(varDir, 'submissions.sqlite'),
      uploadsDir: path.join(varDir, 'uploads'),
    });
    const mail = { to: 'hello@vitalis.example', subject: 's', text: 't' };
    await store.saveSubmission({
      kind: 'contact',
      data: { name: '=cmd|calc', email: 'eve@example.com', message: 'hi' },
      mail,
    });
    const upload = await resumes.begin();
    await upload.write(resume);
    await upload.commit();
    await store.saveSubmission({
      kind: 'application',
      data: { name: 'Dana', email: 'dana@example.com', jobId: 'seo-specialist', jobTitle: 'SEO Specialist' },
      mail: { ...mail, to: 'nobody@vitalis.example' },
      resume: {
        key: upload.key,
        originalName: 'Dana CV.pdf',
        mediaType: 'application/pdf',
        size: resume.length,
        sha256: 'x',
      },
    });
    await store.saveSubmission({
      kind: 'contact',
      data: {
        name: 'Eve\u001b]0;pwned\u0007',
        email: 'eve@example.com',
        message: 'hi\r\u001b[2Knotified\n\u001b]52;c;ZXZpbA==\u0007\u202eevil',
      },
      mail,
    });
    const [, refused] = await store.dueMail(Date.now(), 10);
    await store.markUndeliverable(refused!.id, '550 No such user', Date.now());
    await store.close();
  });
  afterAll(() => rmSync(varDir, { recursive: true, force: true }));

  it("says there is no database where it looks, rather than make one and report '0 submissions'", () => {
    const nowhere = path.join(varDir, 'not-the-server-var');
    expect(() =>
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/submissions.ts', 'list'], {
        env: { ...process.env, VAR_DIR: nowhere, DATA_DIR: 'tests/fixtures/api-data' },
        stdio: 'pipe',
      }),
    ).toThrow(/No database at .*not-the-server-var\/submissions\.sqlite/);
    expect(existsSync(nowhere)).toBe(false);
  });

  it('list shows each submission and the notifications that failed for good', () => {
    const out = run('list').toString();
    expect(out).toContain('#1 ');
    expect(out).toMatch(/#2 \S+ application NOTIFICATION FAILED {2}Dana <dana@example.com>/);
    expect(out).toContain('last delivery error: 550 No such user');
    expect(out).toContain('1 notification could not be delivered and will not be retried: #2.');
  });

  it('npm run submissions list prints visitor text raw: ESC, OSC, BEL, CR and direction overrides are shown escaped', () => {
    const out = run('list').toString();
    // biome-ignore lint/suspicious/noControlCharactersInRegex: their absence is the point
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f\u202e]/);
    expect(out).toContain('Eve\\u001b]0;pwned\\u0007 <eve@example.com>');
    expect(out).toContain('    | \\u001b]52;c;ZXZpbA==\\u0007\\u202eevil');
  });

  it('export --csv writes every submission, formulas defused; --kind and --since filter in the store', async () => {
    const all = run('export', '--csv').toString();
    expect(all.split('\r\n').filter(Boolean)).toHaveLength(4);
    expect(all).toContain(`"'=cmd|calc"`);
    expect(all).toContain('"Dana CV.pdf"');
    const { store } = openLocalStorage({
      databasePath: path.join(varDir, 'submissions.sqlite'),
      uploadsDir: path.join(varDir, 'uploads'),
    });
    expect((await store.submissions({ kind: 'application' })).map((s) => s.id)).toEqual([2]);
    expect(await store.submissions({ since: new Date('2999-01-01') })).toEqual([]);
    expect(await store.submissions({ since: new Date('2000-01-01') })).toHaveLength(3);
    await store.close();
  });

  it('npm run submissions export --csv writes raw ESC and BEL bytes from a message: every control but tab, CR and LF is escaped', () => {
    const csv = run('export', '--csv').toString();
    // biome-ignore lint/suspicious/noControlCharactersInRegex: their absence is the point
    expect(csv).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
    expect(csv).toContain('"Eve\\u001b]0;pwned\\u0007"');
    expect(csv).toContain('"hi\r\\u001b[2Knotified\n\\u001b]52;c;ZXZpbA==\\u0007\u202eevil"');
    expect(csvField('\u0085=1\t\u0000')).toBe('"\\u0085=1\t\\u0000"');
    expect(csvField('\t=1')).toBe(`"'\t=1"`); // a leading tab is still defused, not escaped
  });

  it('resume ID writes the file byte for byte, to stdout or to --out', () => {
    expect(run('resume', '2').equals(resume)).toBe(true);
    const out = path.join(varDir, 'copy.pdf');
    run('resume', '2', '--out', out);
    expect(readFileSync(out).equals(resume)).toBe(true);
    expect(() => run('resume', '1')).toThrow(/#1 is a contact without a resume/);
  });
});
