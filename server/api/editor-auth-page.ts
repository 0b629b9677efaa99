/**
 * The page the sign-in popup ends on. Decap's GitHub login waits for a handshake: the popup says
 * 'authorizing:github' to its opener, the opener answers with the same words, then the popup sends
 * 'authorization:github:success:{"token":...}' (or ':error:{"message":...}'). Here every message is
 * addressed to the site's own origin, and only an answer from the opener on that origin is taken, so no
 * other page (another tab, a page that opened the sign-in itself) ever receives the token. The script
 * runs under a nonce; the page allows nothing else.
 */
import { SIGN_IN_OPENER_POLICY } from '../../lib/editor-sign-in';

export type SignInOutcome = { token: string } | { error: string };

const PROVIDER = 'github';

/** A string as a JavaScript literal inside a script element: `</script>` cannot end it early. */
const literal = (text: string) => JSON.stringify(text).replaceAll('<', '\\u003c');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** What the popup says to the editor once the handshake is done. */
export function decapMessage(outcome: SignInOutcome): string {
  return 'token' in outcome
    ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: outcome.token, provider: PROVIDER })}`
    : `authorization:${PROVIDER}:error:${JSON.stringify({ message: outcome.error })}`;
}

export function signInPage(origin: string, outcome: SignInOutcome, nonce: string): string {
  const [title, text] =
    'token' in outcome
      ? ['Signed in', 'Signed in to the content editor. This window closes by itself; if it stays open, close it.']
      : ['Not signed in', `${outcome.error} Close this window to return to the editor.`];
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>${title}</title>
</head>
<body>
<h1>${title}</h1>
<p>${escapeHtml(text)}</p>
<script nonce="${nonce}">
(() => {
  const origin = ${literal(origin)};
  const opener = window.opener;
  if (!opener) return;
  window.addEventListener('message', (event) => {
    if (event.source !== opener || event.origin !== origin || event.data !== ${literal(`authorizing:${PROVIDER}`)}) return;
    opener.postMessage(${literal(decapMessage(outcome))}, origin);
  });
  opener.postMessage(${literal(`authorizing:${PROVIDER}`)}, origin);
})();
</script>
</body>
</html>
`;
}

/** A fresh nonce for one page's script. */
export function scriptNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The headers of the sign-in's answers: nothing loads but the page's own script, nothing frames it, no
 * cache keeps a token, the code in the address is never sent on, and the popup keeps its opener.
 */
export function signInHeaders(nonce?: string): Record<string, string> {
  return {
    'Content-Security-Policy': `default-src 'none'; ${nonce ? `script-src 'nonce-${nonce}'; ` : ''}base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    'Cross-Origin-Opener-Policy': SIGN_IN_OPENER_POLICY,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  };
}
