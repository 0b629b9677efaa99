/**
 * Property: whatever arrives at either endpoint (malformed JSON, wrong headers, multipart streams cut,
 * garbled or stuffed), the answer is JSON `{ success, message }` with a non-5xx status, nothing throws,
 * and no upload is left without its submission. Run against the Node server and, with
 * API_TARGET=worker, against the Worker in workerd, where the same busboy parses the multipart streams.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPLY_PATH, CONTACT_PATH } from '../../lib/contract';
import { type ApiApp, apiApp } from './helpers/api-app';
import { API_TARGET } from './helpers/api-target';
import { application, multipart, type Part } from './helpers/multipart';
import { doc, docx, exe, pdf } from './helpers/resume-files';

let api: ApiApp;
beforeAll(() => {
  api = apiApp();
});
afterAll(() => api.close());

const ALLOWED = new Set([200, 400, 403, 404, 405, 413, 415, 429]);

async function expectJsonAnswer(res: Response) {
  expect(ALLOWED.has(res.status), `status ${res.status}`).toBe(true);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const answer = (await res.json()) as { success: unknown; message: unknown };
  expect(typeof answer.success).toBe('boolean');
  expect(typeof answer.message).toBe('string');
  expect(answer.success).toBe(res.status === 200);
}

const contentTypes = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'multipart/form-data',
    'text/plain',
    'application/x-www-form-urlencoded',
    '',
  ),
  fc.string({ maxLength: 80 }),
);
const method = fc.constantFrom('POST', 'POST', 'POST', 'PUT', 'GET', 'DELETE', 'PATCH');
const extraHeaders = fc.dictionary(
  fc.constantFrom('content-length', 'x-forwarded-for', 'transfer-encoding', 'content-encoding', 'accept'),
  fc.oneof(
    fc.nat().map(String),
    fc.string({ maxLength: 40 }).filter((v) => !/[\r\n\0]/.test(v)),
  ),
  { maxKeys: 2 },
);

const jsonish = fc.oneof(
  fc.json(),
  fc.string(),
  fc
    .record(
      {
        name: fc.anything(),
        email: fc.anything(),
        phone: fc.anything(),
        message: fc.anything(),
        turnstileToken: fc.anything(),
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v) ?? ''),
  fc
    .record({ name: fc.string(), email: fc.emailAddress(), turnstileToken: fc.string({ minLength: 1 }) })
    .map((v) => JSON.stringify(v)),
);

const safeName = fc.string({ maxLength: 30 }).filter((s) => !/["\r\n]/.test(s));
const fileContent = fc.oneof(
  fc.uint8Array({ maxLength: 3000 }),
  fc.constantFrom(pdf(), doc(), docx(), exe(), Buffer.alloc(0)),
  fc.tuple(fc.constantFrom(pdf(), docx()), fc.nat()).map(([bytes, n]) => bytes.subarray(0, n % (bytes.length + 1))),
);
const part: fc.Arbitrary<Part> = fc.oneof(
  fc.record({
    name: fc.oneof(
      fc.constantFrom('name', 'email', 'phone', 'coverLetter', 'jobTitle', 'jobId', 'turnstileToken'),
      safeName,
    ),
    value: fc.string({ maxLength: 200 }).filter((s) => !s.includes('--')),
  }),
  fc.record({
    name: fc.oneof(fc.constant('resume'), safeName),
    filename: safeName,
    type: fc.constantFrom('application/pdf', 'application/octet-stream', 'text/plain'),
    content: fileContent,
  }),
);
/** A multipart body: a valid application, or random parts, then perhaps cut, garbled or given the wrong boundary. */
const multipartBody = fc
  .tuple(
    fc.oneof(
      fc.constant(application({ filename: 'cv.pdf', type: 'application/pdf', content: pdf() })),
      fc.array(part, { maxLength: 12 }),
      fc
        .tuple(fc.array(part, { maxLength: 4 }), fileContent)
        .map(([parts, content]) => [...application({ filename: 'cv.pdf', content }), ...parts]),
    ),
    fc.constantFrom('keep', 'cut', 'garble', 'boundary', 'crlf'),
    fc.nat(),
    fc.uint8Array({ minLength: 1, maxLength: 64 }),
  )
  .map(([parts, mutation, at, noise]) => {
    const { body, contentType } = multipart(parts);
    const where = at % (body.length + 1);
    if (mutation === 'cut') return { body: body.subarray(0, where), contentType };
    if (mutation === 'garble')
      return { body: Buffer.concat([body.subarray(0, where), noise, body.subarray(where)]), contentType };
    if (mutation === 'boundary') return { body, contentType: 'multipart/form-data; boundary=something-else' };
    if (mutation === 'crlf')
      return { body: Buffer.from(body.toString('latin1').replace(/\r\n/g, '\n'), 'latin1'), contentType };
    return { body, contentType };
  });

/** Inputs a run: fewer through workerd, where each request costs ten times what it costs on Node. */
const RUNS = API_TARGET === 'worker' ? 200 : 600;

it('POST /api/contact answers every malformed body and header with JSON, never a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(method, contentTypes, jsonish, extraHeaders, async (verb, type, body, headers) => {
      const res = await api.request(CONTACT_PATH, {
        method: verb,
        headers: { 'content-type': type, ...headers },
        ...(verb === 'GET' ? {} : { body }),
      });
      await expectJsonAnswer(res);
    }),
    // A new seed every run: 600 inputs a run is thousands a week, at a share of the suite's time it can bear.
    { numRuns: RUNS },
  );
});

it('POST /api/apply answers every malformed multipart stream with JSON, never a 5xx, and leaves no orphan upload', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        multipartBody,
        fc.record({ body: fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b)), contentType: contentTypes }),
      ),
      extraHeaders,
      async ({ body, contentType }, headers) => {
        const res = await api.request(APPLY_PATH, {
          method: 'POST',
          headers: { ...headers, 'content-type': contentType },
          body: new Uint8Array(body),
        });
        await expectJsonAnswer(res);
      },
    ),
    // Among them always a whole application: the random ones hold one only a few times in a hundred.
    {
      numRuns: RUNS,
      examples: [[multipart(application({ filename: 'cv.pdf', type: 'application/pdf', content: pdf() })), {}]],
    },
  );
  const referenced = new Set((await api.store.submissions({ kind: 'application' })).map((s) => s.resume?.key));
  expect((await api.uploads()).filter((name) => !referenced.has(name))).toEqual([]);
  expect((await api.store.submissions({ kind: 'application' })).length).toBeGreaterThan(0); // valid ones got through too
});
