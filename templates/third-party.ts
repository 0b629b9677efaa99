import type { CspOrigins } from '../build';
import type { Content } from './content/collections';

/** Third parties the pages use; the Content-Security-Policy (build/emit/headers.ts) allows exactly these. */
export const thirdParty = {
  /** The bot-check widget (Cloudflare Turnstile): its script and its iframe. */
  botCheck: 'https://challenges.cloudflare.com',
  /** The podcast player's script, stylesheet and icon sprite, loaded on demand. */
  audioPlayerCdn: 'https://cdn.plyr.io',
  /** The embedded map on the contact page. */
  map: 'https://www.google.com',
} as const;

/** The podcast player (Plyr) is pinned to one release; a new version means new hashes. */
const PLYR_VERSION = '3.7.8';

/**
 * Plyr's files on its CDN. The integrity hashes are Subresource Integrity (sha384) of the exact bytes of
 * that release's npm package, dist/plyr.min.js and dist/plyr.css, so a changed file is refused by the
 * browser; tests/fixtures/plyr-3.7.8/ holds those bytes and a test checks the hashes against them.
 */
export const audioPlayerFiles = {
  version: PLYR_VERSION,
  script: {
    url: `${thirdParty.audioPlayerCdn}/${PLYR_VERSION}/plyr.min.js`,
    integrity: 'sha384-1r2GCX3Eml88xgbJb7kOe51vEASmv6hbqDRcK55GxMiwWy/5xX1xFlC6z7saa8Ct',
  },
  stylesheet: {
    url: `${thirdParty.audioPlayerCdn}/${PLYR_VERSION}/plyr.css`,
    integrity: 'sha384-FDFJN4eDoTbFzL8KHLAOmtAicPaFc44D0JrdAwgO91ZDgGmAHrcpMWLCwTxBSVI7',
  },
  /** Plyr fetches its icon sprite itself (XHR, so no integrity attribute); the same pinned release. */
  iconUrl: `${thirdParty.audioPlayerCdn}/${PLYR_VERSION}/plyr.svg`,
} as const;

/** What the Content-Security-Policy in dist/_headers allows beyond the site itself: exactly these origins. */
export function cspOrigins(content: Content): CspOrigins {
  const { botCheck, audioPlayerCdn, map } = thirdParty;
  return {
    script: [botCheck, audioPlayerCdn],
    style: [audioPlayerCdn],
    connect: [botCheck, audioPlayerCdn],
    // The episodes' audio host, wherever data/podcast says it is.
    media: [...new Set(content.episodes.map((e) => new URL(e.audioUrl).origin))],
    frame: [botCheck, map],
  };
}
