/**
 * Renders the raster icons and the default social image from templates/public/favicon.svg and
 * data/site.yaml with headless Chromium. Run by hand after changing the logo or tagline:
 *   npx tsx scripts/make-icons.ts
 * The outputs are committed, so builds need no browser.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { parse } from 'yaml';
import { chromiumLaunchOptions } from '../tests/browser';

const publicDir = 'templates/public';
const svg = await readFile(`${publicDir}/favicon.svg`, 'utf8');
const site = parse(await readFile('data/site.yaml', 'utf8')) as {
  brand: string;
  tagline: string;
  claims: { practicesTrusted: string; rating: string };
};
const font = (await readFile('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')).toString(
  'base64',
);

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage();

async function png(html: string, width: number, height: number): Promise<Buffer> {
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<!DOCTYPE html><style>@font-face{font-family:Inter;src:url(data:font/woff2;base64,${font})}html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden}svg{display:block;width:100%;height:100%}</style>${html}`,
  );
  return page.screenshot({ type: 'png', omitBackground: true });
}

for (const [file, size] of [
  ['apple-touch-icon.png', 180],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
] as const) {
  // Touch and app icons get a full-bleed square: platforms round the corners themselves.
  const square = svg.replace('rx="9"', 'rx="0"');
  await writeFile(`${publicDir}/${file}`, await png(square, size, size));
}
await writeFile(`${publicDir}/favicon.ico`, ico(await png(svg, 32, 32)));

const og = `<div style="font-family:Inter;width:1200px;height:630px;box-sizing:border-box;padding:80px;background:linear-gradient(135deg,#0b1f33,#16314d);color:#fff;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:20px;font-size:44px;font-weight:650"><div style="width:72px;height:72px">${svg}</div>${site.brand}</div>
  <div style="font-size:64px;font-weight:650;line-height:1.1;letter-spacing:-0.02em;max-width:980px">${site.tagline}</div>
  <div style="font-size:30px;color:#c9d6e3">Trusted by ${site.claims.practicesTrusted} practices · ${site.claims.rating} client rating</div>
</div>`;
await writeFile(`${publicDir}/og-default.png`, await png(og, 1200, 630));
await browser.close();

/** An .ico holding one PNG image, which every current browser reads. */
function ico(image: Buffer): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6);
  header.writeUInt8(32, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, image]);
}
