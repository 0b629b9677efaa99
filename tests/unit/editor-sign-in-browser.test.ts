/**
 * The content editor's sign-in in Chromium, on the Node server or the Worker in workerd (API_TARGET):
 * the mini site built with the editor plugin is served at http://127.0.0.1:<port>/, GitHub is a stand-in
 * at http://localhost:<port> (another site, as github.com is), and Decap's GitHub backend reads the
 * stand-in's repository (api_root). From /admin/'s 'Login with GitHub', through the popup and GitHub's
 * authorize page, to the editor listing a collection and opening an entry; a page of another origin that
 * opens the sign-in gets no token; a login the site does not allow is told so in the editor.
 *
 * OAUTH_SHOTS=<folder> saves a 1280-pixel-wide screenshot of each step there.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { editor } from '../../build';
import { build } from '../../build/build';
import { chromiumLaunchOptions } from '../browser';
import site from '../fixtures/sites/mini/site';
import { type GitHubStandIn, startGitHubStandIn } from './helpers/github-stand-in';
import { freePort, servedSite, standInEnv } from './helpers/sign-in-target';

const DATA_DIR = 'tests/fixtures/sites/mini/data';
const REPO = 'agency/mini';
const SHOTS = process.env.OAUTH_SHOTS;
/** Decap is 5 MB of script, which Chromium takes long to run when the machine is busy. */
const LOAD_TIMEOUT = 120_000;

let github: GitHubStandIn;
let served: { close(): Promise<void> };
let browser: Browser;
let origin: string;
let dist: string;

/** The mini site's data, as files of the repository Decap reads. */
function repositoryFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(DATA_DIR, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files[file.split(path.sep).join('/')] = readFileSync(file, 'utf8');
    }
  return files;
}

beforeAll(async () => {
  github = await startGitHubStandIn({ repo: { name: REPO, branch: 'main', files: repositoryFiles() } });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dist = path.join(mkdtempSync(path.join(os.tmpdir(), 'editor-sign-in-')), 'dist');
  await build({
    site: {
      ...site,
      dataDir: DATA_DIR,
      // A policy of its own for the site's pages, which /admin/ swaps for the editor's.
      cspOrigins: () => ({ script: [], style: [], connect: [], media: [], frame: [] }),
      editor: { repo: REPO, apiRoot: github.origin },
      plugins: [...site.plugins!, editor()],
    },
    outDir: dist,
    siteUrl: origin,
    year: 2026,
  });
  served = await servedSite(dist, port, standInEnv(github, { GITHUB_ALLOWED_LOGINS: 'editor-one' }), github);
  browser = await chromium.launch(chromiumLaunchOptions());
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
  await github?.close();
  rmSync(path.dirname(dist), { recursive: true, force: true });
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function openEditor(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(LOAD_TIMEOUT);
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${origin}/admin/`, { waitUntil: 'domcontentloaded' });
  (page as Page & { refused: string[] }).refused = refused;
  return page;
}

/** Presses 'Login with GitHub' and 'Authorize' on GitHub's page as `login`; settles when the popup has closed itself. */
async function signIn(page: Page, login: string, step = ''): Promise<void> {
  github.login = login;
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  const popup = await popupOpened;
  await popup.setViewportSize({ width: 1280, height: 800 });
  await popup.getByRole('button', { name: 'Authorize' }).waitFor();
  await shot(popup, `${step}github-authorize`);
  // Decap closes the popup once the popup's message has reached it, which may be before the click returns.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await closed;
}

it(
  "signs in from /admin/'s Login with GitHub through the popup, then lists a collection and opens an entry",
  async () => {
    const page = await openEditor();
    await page.getByRole('button', { name: 'Login with GitHub' }).waitFor();
    await shot(page, '3-admin-login');
    await signIn(page, 'editor-one', '4-');
    await page.getByRole('link', { name: 'Products' }).click();
    await page.getByText('Anvil').first().waitFor();
    await shot(page, '5-collection-listed');
    await page.getByText('Anvil').first().click();
    const name = page.getByRole('textbox').first();
    await expect.poll(() => name.inputValue()).toBe('Anvil');
    await shot(page, '6-entry-opened');
    expect(github.apiCalls).toContain(`GET /repos/${REPO}`);
    expect(github.apiCalls.some((call) => call.startsWith(`GET /repos/${REPO}/git/blobs/`))).toBe(true);
    expect((page as Page & { refused: string[] }).refused).toEqual([]);
    await page.context().close();
  },
  3 * LOAD_TIMEOUT,
);

it('a page of another origin that opens the sign-in receives no message: the token goes to the site only', async () => {
  const context = await browser.newContext();
  context.setDefaultTimeout(LOAD_TIMEOUT);
  const attacker = await context.newPage();
  await context.route('http://attacker.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!DOCTYPE html><title>Another site</title><script>
        // It answers the handshake as Decap does, so a popup that trusted whoever answers would hand it the token.
        window.received = [];
        window.addEventListener('message', (event) => {
          window.received.push(String(event.data));
          if (event.data === 'authorizing:github') event.source.postMessage(event.data, event.origin);
        });
      </script>`,
    }),
  );
  await attacker.goto('http://attacker.test/');
  github.login = 'editor-one';
  const popupOpened = attacker.waitForEvent('popup');
  await attacker.evaluate(
    (url) => window.open(url, 'sign-in', 'width=960,height=600'),
    `${origin}/api/auth?provider=github`,
  );
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await popup.getByRole('heading', { name: 'Signed in' }).waitFor();
  // The sign-in page holds a token, and posted to its opener at load; a last message from the popup
  // arrives after anything it posted before, so once it is in, nothing else is coming.
  await popup.evaluate(() => window.opener.postMessage('last', '*'));
  await expect
    .poll(() => attacker.evaluate(() => (window as unknown as { received: string[] }).received))
    .toContain('last');
  expect(await attacker.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual(['last']);
  await context.close();
});

it(
  'a login the site does not allow is told so in the editor, and Decap stays on its login page',
  async () => {
    const page = await openEditor();
    await signIn(page, 'outsider');
    await page.getByText("The GitHub account 'outsider' may not edit this site.").waitFor();
    await shot(page, '7-login-refused');
    expect(github.revoked).toContain(github.issued.at(-1));
    await expect.poll(() => page.getByRole('button', { name: 'Login with GitHub' }).isVisible()).toBe(true);
    await page.context().close();
  },
  3 * LOAD_TIMEOUT,
);
