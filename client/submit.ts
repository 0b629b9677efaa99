/**
 * Sends a form and turns every outcome into what the visitor is told: the answer
 * is read as text, then parsed as JSON with fields success and message.
 */
import { type ApiAnswer, timing, toasts } from '../lib/contract';

export type Outcome = { ok: true; message: string } | { ok: false; message: string };

export async function submit(
  url: string,
  init: RequestInit,
  messages: { failed: string; unexpected: string },
): Promise<Outcome> {
  try {
    const response = await fetch(url, {
      ...init,
      method: 'POST',
      signal: AbortSignal.timeout(timing.responseTimeoutMs),
    });
    if (!response.ok) return { ok: false, message: toasts.serverError(response.status) };
    const text = await response.text();
    let answer: Partial<ApiAnswer>;
    try {
      answer = JSON.parse(text) as Partial<ApiAnswer>;
    } catch {
      return { ok: false, message: toasts.invalidResponse };
    }
    if (answer.success !== true) return { ok: false, message: answer.message || messages.failed };
    return { ok: true, message: answer.message ?? '' };
  } catch {
    return { ok: false, message: messages.unexpected };
  }
}
