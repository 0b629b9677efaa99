/**
 * Checks a bot-check (Cloudflare Turnstile) token with Cloudflare. Cloudflare's documented test
 * secrets are answered locally, as Cloudflare would answer them, so development and tests need no network.
 */
export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export type Verdict = { ok: true } | { ok: false; reason: 'rejected' | 'unavailable' };

const TEST_SECRETS: Record<string, Verdict> = {
  '1x0000000000000000000000000000000AA': { ok: true },
  '2x0000000000000000000000000000000AA': { ok: false, reason: 'rejected' },
  '3x0000000000000000000000000000000AA': { ok: false, reason: 'rejected' }, // token already spent
};

export async function verifyTurnstile(
  token: string,
  secret: string,
  remoteIp?: string,
  url = SITEVERIFY_URL,
  fetchImpl: typeof fetch = fetch,
): Promise<Verdict> {
  const simulated = TEST_SECRETS[secret];
  if (simulated) return simulated;
  try {
    const body = new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
    const res = await fetchImpl(url, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
    if (!res.ok) return { ok: false, reason: 'unavailable' };
    const result = (await res.json()) as { success?: boolean };
    return result.success === true ? { ok: true } : { ok: false, reason: 'rejected' };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}
