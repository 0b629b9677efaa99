/** Third parties the pages use; the Content-Security-Policy (build/emit/headers.ts) allows exactly these. */
export const thirdParty = {
  /** The bot-check widget (Cloudflare Turnstile): its script and its iframe. */
  botCheck: 'https://challenges.cloudflare.com',
  /** The podcast player's script, stylesheet and icon sprite, loaded on demand. */
  audioPlayerCdn: 'https://cdn.plyr.io',
  /** The embedded map on the contact page. */
  map: 'https://www.google.com',
} as const;
