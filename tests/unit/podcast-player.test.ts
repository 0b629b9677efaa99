/**
 * The podcast player's third-party files: pinned to one Plyr release with Subresource Integrity hashes
 * that match that release's bytes, and a Content-Security-Policy that allows exactly the player's CDN
 * and the episodes' media host, nothing broader.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { audioPlayerFiles, thirdParty } from '../../templates/third-party';

const fixture = (name: string) => readFileSync(path.join('tests/fixtures/plyr-3.7.8', name));
const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

it('pins one Plyr version on its CDN, with integrity hashes of that version’s files', () => {
  expect(audioPlayerFiles.script.url).toBe('https://cdn.plyr.io/3.7.8/plyr.min.js');
  expect(audioPlayerFiles.stylesheet.url).toBe('https://cdn.plyr.io/3.7.8/plyr.css');
  expect(audioPlayerFiles.iconUrl).toBe('https://cdn.plyr.io/3.7.8/plyr.svg');
  expect(audioPlayerFiles.script.integrity).toBe(sri(fixture('plyr.min.js')));
  expect(audioPlayerFiles.stylesheet.integrity).toBe(sri(fixture('plyr.css')));
  // The release names its own sprite: these bytes are 3.7.8's.
  expect(fixture('plyr.min.js').toString('utf8').includes('cdn.plyr.io/3.7.8/plyr.svg')).toBe(true);
});

it("allows the player's CDN and the episodes' media host in the CSP, and no broader source", () => {
  const headers = readFileSync(path.join(inject('distDir'), '_headers'), 'utf8');
  const csp = headers.match(/Content-Security-Policy: (.+)/)![1]!;
  const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const));
  expect(directives.get('script-src')).toContain(thirdParty.audioPlayerCdn);
  expect(directives.get('style-src')).toContain(thirdParty.audioPlayerCdn);
  // Plyr fetches its icon sprite with XHR.
  expect(directives.get('connect-src')).toContain(thirdParty.audioPlayerCdn);
  expect(directives.get('media-src')).toEqual(["'self'", 'https://media.vitalis.example']);
  for (const [name, sources] of directives) {
    for (const source of sources) expect(source, `${name} ${source}`).not.toMatch(/^(\*|https?:)$|\*/);
  }
  for (const name of ['script-src', 'style-src', 'connect-src', 'media-src'])
    expect(directives.get(name)).not.toContain('data:');
});
