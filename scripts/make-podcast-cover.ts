/**
 * Renders the podcast's cover art, templates/public/podcast-cover.jpg, from the logo and
 * data/podcast-index.yaml with headless Chromium. Apple Podcasts wants a square JPEG or PNG of 1400 to
 * 3000 px in RGB, ideally under 512 KB: 1400 px of JPEG keeps it near 100 KB. Run by hand after changing the logo or the show's name:
 *   npx tsx scripts/make-podcast-cover.ts
 * The output is committed, so builds need no browser.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { parse } from 'yaml';
import { chromiumLaunchOptions } from '../tests/browser';

const SIZE = 1400;
const svg = await readFile('templates/public/favicon.svg', 'utf8');
const site = parse(await readFile('data/site.yaml', 'utf8')) as { brand: string };
const show = (parse(await readFile('data/podcast-index.yaml', 'utf8')) as { show: { name: string } }).show;
const name = show.name.replaceAll('{brand}', site.brand);
const font = (await readFile('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')).toString(
  'base64',
);

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
await page.setContent(`<!DOCTYPE html><style>@font-face{font-family:Inter;src:url(data:font/woff2;base64,${font})}html,body{margin:0}</style>
<div style="font-family:Inter;width:${SIZE}px;height:${SIZE}px;box-sizing:border-box;padding:130px;background:linear-gradient(150deg,#0b1f33 0%,#16314d 70%,#3b1a33 100%);color:#fff;display:flex;flex-direction:column;justify-content:space-between">
  <div style="width:190px;height:190px">${svg.replace('<svg', '<svg width="190" height="190"')}</div>
  <div>
    <div style="font-size:56px;font-weight:600;letter-spacing:0.16em;text-transform:uppercase;color:#f9a8d4">Podcast</div>
    <div style="margin-top:36px;font-size:150px;font-weight:700;line-height:1.02;letter-spacing:-0.03em">${name.replace(` Podcast`, '')}</div>
  </div>
  <div style="font-size:48px;color:#c9d6e3;line-height:1.3">Conversations with practice owners about what fills their calendars</div>
</div>`);
await writeFile('templates/public/podcast-cover.jpg', await page.screenshot({ type: 'jpeg', quality: 88 }));
await browser.close();
