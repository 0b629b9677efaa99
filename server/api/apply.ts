/**
 * POST /api/apply: a multipart form with the applicant's details and a resume.
 * The body is read as a stream; the resume goes to the resume files as it arrives and is decided by its
 * own bytes. Only when everything checks out (fields, open position, resume, bot-check) is the file
 * committed and the application stored with its notification; any failure removes the file.
 */
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { applyFields, limits, serverMessages, toasts, type ApiAnswer } from '../../lib/contract';
import { applyRequest } from '../contract-schemas';
import type { ApiDeps } from './deps';
import { readMultipart } from './multipart';
import { notificationText } from './notification-text';
import { clientAddress, fail, invalid, oneLine, rateLimited } from './request';
import { resumeReceiver } from './resume-receiver';

const MAX_BODY = limits.resumeBytes + limits.applyFormOverhead;
/** Said in the notification of a PDF with script actions, which is still a resume. */
export const SCRIPTED_PDF_NOTE = 'This PDF contains JavaScript; open it with scripting turned off.';
// Cut a field at four bytes per character of the longest limit: any value cut there is too long for the schema.
const MAX_FIELD_BYTES = 4 * Math.max(limits.coverLetter, limits.token) + 4;

const caution = (scripted: boolean): [string, string][] => (scripted ? [['Caution', SCRIPTED_PDF_NOTE]] : []);

export function applyApi(deps: ApiDeps): Hono {
  const app = new Hono();
  app.post('/', async (c) => {
    const address = clientAddress(c, deps);
    const limited = await rateLimited(c, deps.limiter, `apply:${address}`);
    if (limited) return limited;
    const type = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data\b/i.test(type)) return fail(c, 415, serverMessages.notMultipart);
    if (Number(c.req.header('content-length') ?? 0) > MAX_BODY)
      return fail(c, 413, toasts.resumeSize, undefined, applyFields.resume);
    // On Node, the request's own stream: it keeps backpressure where request.body does not (multipart.ts).
    const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
    const body = incoming instanceof Readable ? incoming : c.req.raw.body;
    if (!body) return fail(c, 400, serverMessages.malformedForm);

    const resume = resumeReceiver(deps.resumes);
    let stored = false;
    // Node bounds the whole request too (listen.ts); on a Worker this is the only bound.
    const deadline = new AbortController();
    const timer = deps.requestTimeoutMs ? setTimeout(() => deadline.abort(), deps.requestTimeoutMs) : undefined;
    try {
      const form = await readMultipart(
        body,
        type,
        {
          fileField: applyFields.resume,
          maxFileBytes: limits.resumeBytes,
          maxFieldBytes: MAX_FIELD_BYTES,
          maxFields: 10,
          maxBodyBytes: MAX_BODY,
          deadline: deadline.signal,
        },
        (info) => resume.sink(info),
      );
      if (!form.ok)
        return form.tooLargeFile
          ? fail(c, 413, toasts.resumeSize, undefined, applyFields.resume)
          : fail(c, form.status, form.message);
      const parsed = applyRequest.safeParse(form.fields);
      if (!parsed.success) return invalid(c, parsed.error.issues[0]!);
      const { turnstileToken, jobTitle, ...applicant } = parsed.data;
      const job = await deps.jobs.find(applicant.jobId);
      if (!job) return fail(c, 400, serverMessages.unknownJob, undefined, applyFields.jobId);
      if (!resume.received) return fail(c, 400, toasts.resumeRequired.text, undefined, applyFields.resume);
      const received = await resume.check();
      if (!received) return fail(c, 415, toasts.resumeType, undefined, applyFields.resume);

      const verdict = await deps.verify(turnstileToken, address);
      if (!verdict.ok)
        return verdict.reason === 'rejected'
          ? fail(c, 403, serverMessages.botCheckFailed)
          : fail(c, 503, serverMessages.botCheckUnavailable);

      const { record } = received;
      await resume.commit();
      await deps.store.saveSubmission({
        kind: 'application',
        data: {
          ...applicant,
          jobTitle: job.title,
          ...(jobTitle && jobTitle !== job.title ? { jobTitleShown: jobTitle } : {}),
        },
        resume: record,
        mail: {
          to: deps.careersTo,
          replyTo: applicant.email,
          subject: `New application for ${oneLine(job.title)} from ${oneLine(applicant.name)}`,
          text: notificationText(
            [
              ['Position', `${job.title} (${job.id})`],
              ['Name', applicant.name],
              ['Email', applicant.email],
              ['Phone', applicant.phone || '(not given)'],
              [
                'Resume',
                `${record.originalName} (${received.format.toUpperCase()}, ${record.size} bytes, SHA-256 ${record.sha256}), attached as ${received.attachmentName}`,
              ],
              ...caution(received.scripted),
            ],
            [['Cover letter', applicant.coverLetter, '(no cover letter)']],
          ),
          attachment: { key: record.key, filename: received.attachmentName, contentType: record.mediaType },
        },
      });
      stored = true;
    } catch (error) {
      console.error('POST /api/apply: the application could not be saved.', error);
      return fail(c, 503, serverMessages.applicationNotSaved);
    } finally {
      clearTimeout(timer);
      if (!stored)
        await resume
          .abort()
          .catch((error: unknown) =>
            console.error('POST /api/apply: an unfinished resume could not be removed.', error),
          );
    }
    deps.outbox.kick();
    return c.json({ success: true, message: serverMessages.applicationSaved } satisfies ApiAnswer, 200);
  });
  app.all('/', (c) => fail(c, 405, serverMessages.methodNotAllowed, { Allow: 'POST' }));
  return app;
}
