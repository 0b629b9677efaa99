/**
 * Submissions as CSV for a spreadsheet (RFC 4180, every field quoted). A value a spreadsheet would run
 * as a formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, so a
 * visitor's text can never become a formula in the agency's spreadsheet (CSV injection); control
 * characters other than tab, CR and LF are written as escapes.
 */
import type { SubmissionRecord } from './storage';

const COLUMNS = [
  'id',
  'received',
  'kind',
  'notification',
  'name',
  'email',
  'phone',
  'message',
  'cover_letter',
  'job_id',
  'job_title',
  'resume_name',
  'resume_type',
  'resume_size',
  'resume_sha256',
  'last_error',
] as const;

/**
 * Control characters a cell has no use for (all but tab, CR and LF): ESC and BEL from a visitor would
 * reach whatever prints or pipes the file. Written as `\u001b`, as the list writes them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

export function csvField(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  text = text.replace(CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (/^[=+\-@\t\r＝＋－＠]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

function row(s: SubmissionRecord): Record<(typeof COLUMNS)[number], unknown> {
  const d = s.data as Record<string, unknown>;
  return {
    id: s.id,
    received: s.createdAt,
    kind: s.kind,
    notification: s.notification,
    name: d.name,
    email: d.email,
    phone: d.phone,
    message: d.message,
    cover_letter: d.coverLetter,
    job_id: d.jobId,
    job_title: d.jobTitle,
    resume_name: s.resume?.originalName,
    resume_type: s.resume?.mediaType,
    resume_size: s.resume?.size,
    resume_sha256: s.resume?.sha256,
    last_error: s.lastError,
  };
}

export function toCsv(submissions: SubmissionRecord[]): string {
  const lines = [
    COLUMNS.join(','),
    ...submissions.map((s) => COLUMNS.map((column) => csvField(row(s)[column])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
