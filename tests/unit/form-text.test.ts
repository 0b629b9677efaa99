/**
 * What the forms' text fields accept, read as people read text: characters counted as a reader counts
 * them, one form of each accented letter, and nothing invisible that turns text around.
 */
import { describe, expect, it } from 'vitest';
import { limits, toasts } from '../../lib/contract';
import { oneLine } from '../../server/api/request';
import { applyRequest, contactRequest } from '../../server/contract-schemas';

const valid = { name: 'Dana Whitfield', email: 'dana@example.com', turnstileToken: 't' };
const application = { ...valid, jobId: 'seo-specialist' };
/** The first problem's message and field, as the API answers it; the cleaned value when there is none. */
const check = (
  input: Record<string, unknown>,
  schema: typeof contactRequest | typeof applyRequest = contactRequest,
) => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: parsed.data as Record<string, string> }
    : { message: parsed.error.issues[0]!.message, field: parsed.error.issues[0]!.path[0] };
};
const DIRECTION_CONTROLS = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
];

describe('a name of combining characters is counted in UTF-16 units without normalisation', () => {
  it('is normalised to NFC and counted in characters as a reader sees them', () => {
    // 100 é typed as e + U+0301: 200 UTF-16 units, 100 characters.
    const decomposed = 'e\u0301'.repeat(100);
    expect(check({ ...valid, name: decomposed })).toEqual({ ok: expect.objectContaining({ name: 'é'.repeat(100) }) });
    // q with a dot above and below has no composed form: 3 units, one character; 120 of them fit.
    expect(check({ ...valid, name: 'q\u0323\u0307'.repeat(limits.name) }).ok?.name).toBe('q\u0323\u0307'.repeat(120));
    expect(check({ ...valid, name: 'q\u0323\u0307'.repeat(limits.name + 1) })).toEqual({
      message: `Your name is too long (${limits.name} characters at most).`,
      field: 'name',
    });
    // Emoji with modifiers count as one each too, in the other fields as well.
    expect(check({ ...valid, phone: '👍🏽'.repeat(limits.phone) }).ok).toBeDefined();
    expect(check({ ...valid, message: '👩‍👩‍👧'.repeat(1000) }).ok).toBeDefined();
  });

  it('a name made only of combining marks (or invisible characters) is refused as missing', () => {
    for (const name of ['\u0301\u0302\u0303', ' \u0301 ', '\u200b\u200d', '\u0301'.repeat(100)])
      expect(check({ ...valid, name })).toEqual({ message: toasts.missingInformation.text, field: 'name' });
  });

  it('a letter buried under hundreds of combining marks is not one character', () => {
    expect(check({ ...valid, name: `Dana${'\u0301'.repeat(500)}` }).message).toBe(
      `Your name is too long (${limits.name} characters at most).`,
    );
  });
});

describe('direction-override characters pass the phone and name filters and can disguise a notification subject', () => {
  it('are refused in every single-line field, naming it', () => {
    for (const c of DIRECTION_CONTROLS) {
      expect(check({ ...valid, name: `Dana${c}gnp.exe` })).toEqual({
        message: 'Your name has a hidden character that changes the direction of text. Please type it again.',
        field: 'name',
      });
      expect(check({ ...valid, phone: `(555)${c}123-4567` })).toMatchObject({ field: 'phone' });
      expect(check({ ...valid, email: `dana${c}@example.com` })).toMatchObject({ field: 'email' });
      expect(check({ ...application, jobTitle: `SEO${c} Specialist` }, applyRequest)).toMatchObject({
        field: 'jobTitle',
      });
    }
  });

  it('are kept in a message or cover letter, where right-to-left writing may need them', () => {
    expect(check({ ...valid, message: 'שלום \u200f(עברית)' }).ok?.message).toBe('שלום \u200f(עברית)');
  });

  it('never reach a notification subject, nor do line breaks or other controls', () => {
    for (const c of [...DIRECTION_CONTROLS, '\u0000', '\u001b', '\u007f', '\u0085', '\u2028', '\r\n'])
      expect(oneLine(`New application from Dana${c}fdp.exe`)).toMatch(/^New application from Dana ?fdp\.exe$/);
    // Cut at 80 characters, never between the halves of an emoji.
    expect(oneLine('😀'.repeat(100))).toBe('😀'.repeat(80));
  });
});
