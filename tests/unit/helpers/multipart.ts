/** Multipart bodies written byte by byte, so tests control every detail a browser would send (or would not). */
import { applyFields } from '../../../lib/contract';

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type?: string; content: Uint8Array };

export const BOUNDARY = '----VitalisFormBoundary7MA4YWxkTrZu0gW';

export function multipart(parts: Part[], boundary = BOUNDARY): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        Buffer.from(part.content),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const applicant = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(555) 123-4567',
  coverLetter: 'I have grown organic traffic for three med spas.',
  jobTitle: 'SEO Specialist',
  jobId: 'seo-specialist',
  turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
};

/** An application form as the browser sends it, with `overrides` applied; null drops a field. */
export function application(
  resume: { filename: string; type?: string; content: Uint8Array } | null,
  overrides: Partial<Record<keyof typeof applicant, string | null>> = {},
): Part[] {
  const values = { ...applicant, ...overrides };
  const text = (name: keyof typeof applicant): Part[] =>
    values[name] === null ? [] : [{ name, value: values[name]! }];
  return [
    ...text('name'),
    ...text('email'),
    ...text('phone'),
    ...text('coverLetter'),
    ...(resume ? [{ name: applyFields.resume, ...resume }] : []),
    ...text('jobTitle'),
    ...text('jobId'),
    ...text('turnstileToken'),
  ];
}
