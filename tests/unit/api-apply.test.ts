/**
 * POST /api/apply, called with Requests (no socket), over real storage, on the Node server's app or on
 * the Worker in workerd (API_TARGET=worker, over local D1 and R2): a valid application is stored with
 * its resume (decided by its bytes) and notified with the resume attached; every bad input gets its
 * status and message and leaves no file behind.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPLY_PATH, limits, resumeFormats, serverMessages, toasts } from '../../lib/contract';
import { SCRIPTED_PDF_NOTE } from '../../server/api/apply';
import { safeFileName } from '../../server/api/resume-receiver';
import { type ApiApp, apiApp, storedBytes } from './helpers/api-app';
import { application, BOUNDARY, multipart, type Part } from './helpers/multipart';
import { doc, docm, docx, docxBomb, exe, pdf } from './helpers/resume-files';

let api: ApiApp;
beforeEach(() => {
  api = apiApp();
});
afterEach(() => api.close());

const send = (body: BodyInit | Buffer | null, contentType: string, headers: Record<string, string> = {}) =>
  api.request(APPLY_PATH, {
    method: 'POST',
    headers: { 'Content-Type': contentType, ...headers },
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
const apply = (parts: Part[]) => {
  const { body, contentType } = multipart(parts);
  return send(body, contentType);
};
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function expectRefused(res: Response, status: number, message: string, field?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ success: false, message, ...(field ? { field } : {}) });
  expect(await api.store.submissions()).toEqual([]);
  expect(await api.uploads()).toEqual([]); // nothing left half-way
}

describe('a valid application', () => {
  it('is stored with its resume under a random name, and notified to the careers inbox with the resume attached byte for byte', async () => {
    const resume = pdf(50_000);
    const res = await apply(
      application({ filename: 'Dana Whitfield CV.pdf', type: 'application/pdf', content: resume }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: serverMessages.applicationSaved });

    const [saved] = await api.store.submissions({ kind: 'application' });
    expect(saved?.data).toEqual({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      phone: '(555) 123-4567',
      coverLetter: 'I have grown organic traffic for three med spas.',
      jobId: 'seo-specialist',
      jobTitle: 'SEO Specialist',
    });
    expect(saved?.resume).toMatchObject({
      originalName: 'Dana Whitfield CV.pdf',
      mediaType: 'application/pdf',
      size: resume.length,
      sha256: sha256(resume),
    });
    expect(await api.uploads()).toEqual([saved!.resume!.key]);
    expect(saved!.resume!.key).toMatch(/^[0-9a-f]{32}$/);
    expect((await storedBytes(api.resumes, saved!.resume!.key))?.equals(resume)).toBe(true);

    await api.deliverDue();
    const [mail] = await api.sentMail();
    expect(mail).toMatchObject({
      to: 'careers@vitalis.example',
      replyTo: 'dana@example.com',
      subject: 'New application for SEO Specialist from Dana Whitfield',
    });
    expect(mail!.text).toContain(`SHA-256 ${sha256(resume)}`);
    const [attached] = mail!.attachments;
    expect(attached?.filename).toBe('Dana Whitfield CV.pdf');
    expect(attached?.contentType).toBe('application/pdf');
    expect(attached?.content.equals(resume)).toBe(true);
    expect((await api.store.submissions())[0]?.notification).toBe('delivered');
  });

  it('accepts DOC and DOCX, and needs only name, email, resume, position and token', async () => {
    for (const [content, mediaType] of [
      [doc(), 'application/msword'],
      [docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      const res = await apply(
        application({ filename: 'cv', content }, { phone: null, coverLetter: null, jobTitle: null }),
      );
      expect(res.status).toBe(200);
      expect((await api.store.submissions()).at(-1)?.resume?.mediaType).toBe(mediaType);
    }
  });

  it('decides the type by the bytes: a PDF named .docx is a PDF, attached as .pdf', async () => {
    const res = await apply(
      application({
        filename: 'resume.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        content: pdf(),
      }),
    );
    expect(res.status).toBe(200);
    const [saved] = await api.store.submissions();
    expect(saved?.resume).toMatchObject({ originalName: 'resume.docx', mediaType: 'application/pdf' });
    await api.deliverDue();
    expect((await api.sentMail())[0]?.attachments[0]?.filename).toBe('resume.pdf');
  });

  it('accepts a resume of exactly 10485760 bytes', async () => {
    const res = await apply(
      application({ filename: 'cv.pdf', type: 'application/pdf', content: pdf(limits.resumeBytes) }),
    );
    expect(res.status).toBe(200);
    expect((await api.store.submissions())[0]?.resume?.size).toBe(10_485_760);
  });

  it('a PDF with JavaScript actions is accepted and mailed without a word: the notification says so', async () => {
    const scripted = Buffer.from(
      pdf()
        .toString('latin1')
        .replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>'),
      'latin1',
    );
    expect((await apply(application({ filename: 'cv.pdf', content: scripted }))).status).toBe(200);
    expect((await apply(application({ filename: 'plain.pdf', content: pdf() }))).status).toBe(200);
    await api.deliverDue();
    const mail = await api.sentMail();
    expect(mail).toHaveLength(2);
    const [withScript, plain] = ['cv.pdf', 'plain.pdf'].map((name) =>
      mail.find((m) => m.text.includes(`Resume: ${name}`)),
    );
    expect(withScript?.text).toContain(`Caution: ${SCRIPTED_PDF_NOTE}`);
    expect(plain?.text).not.toContain(SCRIPTED_PDF_NOTE);
    expect(withScript?.attachments[0]?.content.equals(scripted)).toBe(true);
  });

  it('keeps a safe version of the file name: no folders, control or direction-override characters', async () => {
    const res = await apply(
      application({ filename: '..\\..\\evil/cv\u202Efdp.exe.pdf', type: 'application/pdf', content: pdf() }),
    );
    expect(await res.json()).toEqual({ success: true, message: serverMessages.applicationSaved });
    expect((await api.store.submissions())[0]?.resume?.originalName).toBe('cvfdp.exe.pdf');
    expect(safeFileName('C:\\Users\\dana\\My CV\u0007\t.pdf')).toBe('My CV.pdf');
    expect(safeFileName(`${'a'.repeat(300)}.docx`)).toBe(`${'a'.repeat(115)}.docx`);
    expect(safeFileName('...')).toBe('');
  });
});

describe('bad input gets its status and message, and leaves no file', () => {
  it('415 for a body that is not a multipart form', async () => {
    await expectRefused(
      await send(JSON.stringify({ name: 'Dana' }), 'application/json'),
      415,
      serverMessages.notMultipart,
    );
    await expectRefused(await send('name=Dana', 'application/x-www-form-urlencoded'), 415, serverMessages.notMultipart);
  });

  it('415 for a resume whose bytes are not PDF, DOC or DOCX, whatever its name and type say', async () => {
    await expectRefused(
      await apply(application({ filename: 'cv.pdf', type: 'application/pdf', content: exe() })),
      415,
      toasts.resumeType,
      'resume',
    );
    await expectRefused(
      await apply(application({ filename: 'cv.docx', content: Buffer.from('PK\u0003\u0004 not really a zip') })),
      415,
      toasts.resumeType,
      'resume',
    );
  });

  it("a DOCX whose first entry does not inflate is judged by its central directory, as on Node (on the Worker, file-type's inflate threw: 503)", async () => {
    const good = docx();
    const dataAt = 30 + good.readUInt16LE(26); // the first entry's compressed bytes, after its local header
    const size = good.readUInt32LE(18);
    const garbled = Buffer.from(good).fill(0xff, dataAt, dataAt + size);
    expect((await apply(application({ filename: 'cv.docx', content: garbled }))).status).toBe(200); // it lists word/document.xml
    expect((await api.store.submissions()).at(-1)?.resume?.mediaType).toBe(resumeFormats.docx.mediaType);
    const cut = good.subarray(0, dataAt + Math.floor(size / 2)); // no central directory
    expect((await apply(application({ filename: 'cv.docx', content: cut }))).status).toBe(415);
  });

  it('a zip-bomb DOCX (tens of kB inflating to 40 MB) is refused with 415, nothing stored or mailed', async () => {
    for (const bomb of [docxBomb(), docxBomb({ declared: 2000 }), docxBomb({ part: 'word/document.xml' })]) {
      await expectRefused(
        await apply(application({ filename: 'cv.docx', content: bomb })),
        415,
        toasts.resumeType,
        'resume',
      );
    }
    await api.deliverDue();
    expect(await api.sentMail()).toEqual([]);
  });

  it('413 for a resume of 10485761 bytes, refused while it streams', async () => {
    await expectRefused(
      await apply(application({ filename: 'cv.pdf', type: 'application/pdf', content: pdf(limits.resumeBytes + 1) })),
      413,
      toasts.resumeSize,
      'resume',
    );
  });

  it('413 for a body announced larger than any application, before reading it', async () => {
    const { body, contentType } = multipart(application({ filename: 'cv.pdf', content: pdf() }));
    const stream = new ReadableStream({ start: (c) => c.enqueue(body) }); // never ends: it must not be read to the end
    await expectRefused(
      await send(stream, contentType, { 'Content-Length': String(limits.resumeBytes + limits.applyFormOverhead + 1) }),
      413,
      toasts.resumeSize,
      'resume',
    );
  });

  it('400 for a missing resume, or an empty file part (what a browser sends when none was chosen)', async () => {
    await expectRefused(await apply(application(null)), 400, toasts.resumeRequired.text, 'resume');
    await expectRefused(
      await apply(application({ filename: '', content: new Uint8Array(0) })),
      400,
      toasts.resumeRequired.text,
      'resume',
    );
  });

  it('400 for a position that is not open, or an id that is not a posting id', async () => {
    await expectRefused(
      await apply(application({ filename: 'cv.pdf', content: pdf() }, { jobId: 'chief-happiness-officer' })),
      400,
      serverMessages.unknownJob,
      'jobId',
    );
    await expectRefused(
      await apply(application({ filename: 'cv.pdf', content: pdf() }, { jobId: '../site' })),
      400,
      serverMessages.unknownJob,
      'jobId',
    );
    await expectRefused(
      await apply(application({ filename: 'cv.pdf', content: pdf() }, { jobId: null })),
      400,
      serverMessages.unknownJob,
      'jobId',
    );
  });

  it('400 naming the missing or invalid field', async () => {
    const cv = { filename: 'cv.pdf', content: pdf() };
    await expectRefused(await apply(application(cv, { name: '  ' })), 400, toasts.missingInformation.text, 'name');
    await expectRefused(await apply(application(cv, { email: null })), 400, toasts.missingInformation.text, 'email');
    await expectRefused(
      await apply(application(cv, { email: 'dana@' })),
      400,
      'Please enter a valid email address.',
      'email',
    );
    await expectRefused(
      await apply(application(cv, { turnstileToken: null })),
      400,
      toasts.verificationRequired.text,
      'turnstileToken',
    );
    await expectRefused(
      await apply(application(cv, { coverLetter: 'x'.repeat(limits.coverLetter + 1) })),
      400,
      `Your cover letter is too long (${limits.coverLetter} characters at most).`,
      'coverLetter',
    );
    // Far past the limit: cut while streaming, still reported as too long.
    await expectRefused(
      await apply(application(cv, { coverLetter: 'é'.repeat(200_000) })),
      400,
      `Your cover letter is too long (${limits.coverLetter} characters at most).`,
      'coverLetter',
    );
  });

  it('400 for fields the form does not have, repeated fields and a second file', async () => {
    const cv = { filename: 'cv.pdf', content: pdf() };
    await expectRefused(
      await apply([...application(cv), { name: 'admin', value: 'true' }]),
      400,
      serverMessages.unknownField('admin'),
    );
    await expectRefused(
      await apply([...application(cv), { name: 'name', value: 'Eve' }]),
      400,
      serverMessages.repeatedField('name'),
    );
    await expectRefused(await apply([...application(cv), { name: 'resume', ...cv }]), 400, serverMessages.tooManyParts);
    await expectRefused(await apply([...application(cv), { name: 'photo', ...cv }]), 400, serverMessages.tooManyParts);
  });

  it('a multipart field named __proto__ is silently accepted: it is refused like any field the form does not have', async () => {
    const cv = { filename: 'cv.pdf', content: pdf() };
    await expectRefused(
      await apply([...application(cv), { name: '__proto__', value: '{"isAdmin":true}' }]),
      400,
      serverMessages.unknownField('__proto__'),
    );
    await expectRefused(
      await apply([...application(cv), { name: 'constructor', value: 'x' }]),
      400,
      serverMessages.unknownField('constructor'),
    );
  });

  it('the DOC check is looser than it says: a workbook mentioning WordDocument and a macro-enabled document are refused', async () => {
    await expectRefused(
      await apply(
        application({ filename: 'sheet.doc', type: 'application/msword', content: doc('Workbook', 'WordDocument') }),
      ),
      415,
      toasts.resumeType,
      'resume',
    );
    await expectRefused(
      await apply(application({ filename: 'cv.docx', content: docm() })),
      415,
      toasts.resumeType,
      'resume',
    );
  });

  it('400 for a body that is not a well-formed multipart form', async () => {
    const { body } = multipart(application({ filename: 'cv.pdf', content: pdf() }));
    await expectRefused(await send(body, 'multipart/form-data'), 400, serverMessages.malformedForm); // no boundary
    await expectRefused(
      await send(body.subarray(0, body.length - 200), `multipart/form-data; boundary=${BOUNDARY}`),
      400,
      serverMessages.malformedForm,
    ); // cut short
    await expectRefused(
      await send(null, `multipart/form-data; boundary=${BOUNDARY}`),
      400,
      serverMessages.malformedForm,
    );
    // A NUL in a part's headers while the resume part streams: the Worker once hung waiting for the rest of the file.
    const withDoc = multipart(
      application({ filename: 'cv.doc', type: 'application/octet-stream', content: doc() }),
    ).body;
    const garbled = Buffer.concat([
      withDoc.subarray(0, BOUNDARY.length + 4),
      Buffer.from([0]),
      withDoc.subarray(BOUNDARY.length + 4),
    ]);
    await expectRefused(
      await send(garbled, `multipart/form-data; boundary=${BOUNDARY}`),
      400,
      serverMessages.malformedForm,
    );
  });

  it('a request that fails half-way through the resume leaves no orphan file', async () => {
    // 6 MB before the break: past the first 5 MiB part on R2, so a multipart upload is under way there.
    const { body, contentType } = multipart(application({ filename: 'cv.pdf', content: pdf(8_000_000) }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(body.subarray(0, 6_000_000));
        setTimeout(() => controller.error(new Error('connection reset')), 20);
      },
    });
    // Over a real connection (the Worker in workerd) a client that goes away gets no answer: only what
    // it leaves behind can be checked, once the Worker has noticed.
    const res = await send(stream, contentType).catch(() => undefined);
    if (api.target === 'node') return expectRefused(res!, 400, serverMessages.malformedForm);
    await expect.poll(() => api.uploads(), { timeout: 5000 }).toEqual([]);
    expect(await api.store.submissions()).toEqual([]);
  });

  it('403 for a failed bot-check, after the resume was received: the file is removed', async () => {
    api.settings.secret = '2x0000000000000000000000000000000AA';
    await expectRefused(
      await apply(application({ filename: 'cv.pdf', content: pdf() })),
      403,
      serverMessages.botCheckFailed,
    );
  });

  it('429 with Retry-After for too many applications from one address', async () => {
    api.settings.rateLimit = { max: 1, windowMs: 60_000 };
    expect((await apply(application({ filename: 'cv.pdf', content: pdf() }))).status).toBe(200);
    const res = await apply(application({ filename: 'cv.pdf', content: pdf() }));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ success: false, message: serverMessages.tooMany });
    expect(await api.uploads()).toHaveLength(1);
  });

  it('503 when the application cannot be stored, and the resume file goes with it', async () => {
    await api.breakStorage();
    const res = await apply(application({ filename: 'cv.pdf', content: pdf() }));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, message: serverMessages.applicationNotSaved });
    expect(await api.uploads()).toEqual([]);
  });

  it('405 for other methods', async () => {
    const res = await api.request(APPLY_PATH);
    expect(res.headers.get('allow')).toBe('POST');
    await expectRefused(res, 405, serverMessages.methodNotAllowed);
  });
});
