/** Files holding visitors' personal data are their owner's alone. */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { emlFolder } from '../../server/mail-transport';
import { openLocalStorage } from '../../server/storage';
import { pdf } from './helpers/resume-files';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
const mode = (file: string) => statSync(file).mode & 0o777;

it('the SQLite database and its WAL are created 0644 and their folder 0755: now 0600 and 0700, as the resumes and mail copies', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-private-'));
  roots.push(root);
  const varDir = path.join(root, 'var');
  const databasePath = path.join(varDir, 'submissions.sqlite');
  const { store, resumes } = openLocalStorage({ databasePath, uploadsDir: path.join(varDir, 'uploads') });
  await store.saveSubmission({
    kind: 'contact',
    data: { name: 'Dana' },
    mail: { to: 'a@b.example', subject: 's', text: 't' },
  });
  const upload = await resumes.begin();
  await upload.write(pdf());
  await upload.commit();
  await emlFolder(path.join(varDir, 'mail')).send(1, {
    from: 'a@b.example',
    to: 'c@d.example',
    subject: 's',
    text: 't',
    messageId: '<1@b.example>',
  });
  expect([mode(varDir), mode(databasePath), mode(`${databasePath}-wal`)]).toEqual([0o700, 0o600, 0o600]);
  expect([mode(path.join(varDir, 'uploads')), mode(path.join(varDir, 'uploads', upload.key))]).toEqual([0o700, 0o600]);
  expect(mode(path.join(varDir, 'mail'))).toBe(0o700);
  await store.close();
});

it('a database and folder left open by an earlier version are tightened when the server opens them', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-private-'));
  roots.push(root);
  const varDir = path.join(root, 'var');
  mkdirSync(varDir, { mode: 0o755 });
  chmodSync(varDir, 0o755);
  const databasePath = path.join(varDir, 'submissions.sqlite');
  writeFileSync(databasePath, '', { mode: 0o644 });
  chmodSync(databasePath, 0o644);
  const { store } = openLocalStorage({ databasePath, uploadsDir: path.join(varDir, 'uploads') });
  expect([mode(varDir), mode(databasePath)]).toEqual([0o700, 0o600]);
  await store.close();
});
