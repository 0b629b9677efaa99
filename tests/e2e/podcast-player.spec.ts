/**
 * The podcast player in the browser: the native <audio> plays before JavaScript;
 * Plyr's script, stylesheet and sprite come from its CDN only when the player scrolls into view or the
 * visitor presses play, once each; leaving the page (pagehide) destroys the player, and a page
 * restored from the back-forward cache gets it back without new downloads.
 */
import type { Page } from '@playwright/test';
import { axe } from './axe';
import { expect, test } from './fixtures';

const EPISODE = '/podcast/turning-consult-no-shows-into-booked-treatments/';
const AUDIO = 'https://media.vitalis.example/podcast/turning-consult-no-shows-into-booked-treatments.mp3';
const CDN_FILES = [
  'https://cdn.plyr.io/3.7.8/plyr.min.js',
  'https://cdn.plyr.io/3.7.8/plyr.css',
  'https://cdn.plyr.io/3.7.8/plyr.svg',
];

/** One second of silence as WAV, standing in for the episode on the media host. */
function silence(): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(rate);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data.fill(128)]);
}

/** Every request to the player's CDN, every console error and every CSP violation on the page. */
async function watch(page: Page) {
  const cdn: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => r.url().startsWith('https://cdn.plyr.io/') && cdn.push(r.url()));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP blocked ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  await page.route('https://media.vitalis.example/**', (route) =>
    route.fulfill({ contentType: 'audio/wav', body: silence() }),
  );
  return { cdn, problems };
}

const player = (page: Page) => page.locator('[data-island="audio-player"]');
/** The island's own element, which says whether Plyr or the native controls are showing. */
const host = (page: Page) => player(page).locator('[data-player]');

/** A phone screen short enough that the player starts below the fold. */
test.use({ viewport: { width: 375, height: 480 } });

test('the CDN files are requested only once the player scrolls into view, each exactly once', async ({ page }) => {
  const { cdn, problems } = await watch(page);
  await page.goto(EPISODE, { waitUntil: 'networkidle' });
  const box = await player(page).boundingBox();
  expect(box!.y).toBeGreaterThan(480); // out of view
  await page.waitForTimeout(500);
  expect(cdn).toEqual([]);
  await expect(player(page).locator('.plyr')).toHaveCount(0);

  await player(page).scrollIntoViewIfNeeded();
  await expect(player(page).locator('.plyr')).toBeVisible();
  await expect(host(page)).toHaveAttribute('data-player', 'plyr');
  await expect(page.locator('#sprite-plyr svg')).toBeAttached();
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();

  // Scrolling away and back, and pressing play, fetch nothing more from the CDN.
  await page.mouse.wheel(0, -5000);
  await player(page).scrollIntoViewIfNeeded();
  await player(page).getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForTimeout(300);
  expect([...cdn].sort()).toEqual([...CDN_FILES].sort());
  expect(await page.locator('script[src^="https://cdn.plyr.io/"]').count()).toBe(1);
  expect(problems).toEqual([]);
});

test('pressing play before the player is in view loads the CDN files then, once each', async ({ page }) => {
  const { cdn, problems } = await watch(page);
  await page.goto(EPISODE, { waitUntil: 'networkidle' });
  // A pointer on the island hydrates it without scrolling (the islands loader), as a tap would.
  await player(page).locator('audio').dispatchEvent('pointerdown');
  await expect(player(page)).toHaveAttribute('data-hydrated', 'true');
  await page.waitForTimeout(300);
  expect(cdn).toEqual([]);

  await player(page)
    .locator('audio')
    .evaluate((audio: HTMLAudioElement) => audio.play().catch(() => undefined));
  await expect(host(page)).toHaveAttribute('data-player', 'plyr');
  await expect(page.locator('#sprite-plyr svg')).toBeAttached();
  expect([...cdn].sort()).toEqual([...CDN_FILES].sort());
  expect(problems).toEqual([]);
});

test('leaving the page destroys the player; coming back from the back-forward cache rebuilds it without new downloads', async ({
  page,
}) => {
  const { cdn, problems } = await watch(page);
  await page.goto(EPISODE, { waitUntil: 'networkidle' });
  await player(page).scrollIntoViewIfNeeded();
  await expect(player(page).locator('.plyr')).toBeVisible();
  await expect(page.locator('#sprite-plyr svg')).toBeAttached();
  const requests = cdn.length;
  // Plyr announces its end with a bubbling 'destroyed' event from the restored <audio>.
  await host(page).evaluate((el) =>
    el.addEventListener('destroyed', () => el.setAttribute('data-test-destroyed', ''), { once: true }),
  );

  // What the browser fires when the visitor navigates away and the page goes into the back-forward cache.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
  await expect(host(page)).toHaveAttribute('data-test-destroyed', '');
  await expect(player(page).locator('.plyr')).toHaveCount(0);
  await expect(host(page)).toHaveAttribute('data-player', 'native');
  await expect(player(page).locator('audio[controls]')).toBeVisible();
  expect(await player(page).locator('audio source').getAttribute('src')).toBe(AUDIO);

  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect(player(page).locator('.plyr')).toBeVisible();
  await page.waitForTimeout(300);
  expect(cdn).toHaveLength(requests);
  expect(problems).toEqual([]);
});

test('the enhanced player fits a phone screen and its controls are 24 px touch targets (it once pushed the page sideways)', async ({
  page,
}) => {
  const { problems } = await watch(page);
  await page.goto(EPISODE, { waitUntil: 'networkidle' });
  await player(page).scrollIntoViewIfNeeded();
  await expect(player(page).locator('.plyr')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  const seek = await player(page).locator('input[type="range"]').first().boundingBox();
  expect(seek!.height).toBeGreaterThanOrEqual(24);
  expect(seek!.width).toBeGreaterThanOrEqual(80);
  const scan = await axe(page).include('[data-island="audio-player"]').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the built page has a native audio player for the episode and asks the CDN for nothing', async ({ page }) => {
    const cdn: string[] = [];
    page.on('request', (r) => r.url().startsWith('https://cdn.plyr.io/') && cdn.push(r.url()));
    await page.goto(EPISODE);
    const audio = player(page).locator('audio');
    await expect(audio).toHaveAttribute('controls', '');
    await expect(audio).toHaveAttribute('preload', 'none');
    await expect(audio.locator('source')).toHaveAttribute('src', AUDIO);
    await player(page).scrollIntoViewIfNeeded();
    await expect(audio).toBeVisible();
    expect(cdn).toEqual([]);
  });
});
