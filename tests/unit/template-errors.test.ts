/**
 * A template that throws stops the build with the template, the page and what was thrown, wherever it
 * threw: listing its routes, making a page's head, or rendering the page on the main thread or a worker.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Content } from '../../templates/content/collections';
import { createRenderPool } from '../../build/render/pool';
import type { RenderContext } from '../../build/render/render-page';
import { buildRouteTable, loadPageModules, type PageModule, TemplateError } from '../../build/routes';
import throwingSite from '../fixtures/throwing-site/site';

const content = {} as Content;
const out = mkdtempSync(path.join(os.tmpdir(), 'vitalis-template-errors-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const Empty = () => null;

const moduleThat = (fails: 'routes' | 'head'): PageModule<unknown> => ({
  routes: () => {
    if (fails === 'routes') throw new Error('no list to make routes from');
    return [{ path: '/pricing/', props: {} }];
  },
  head: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'price')");
  },
  Page: Empty,
});

it("names the template and what it was making when a module's routes or a page's head throw", () => {
  const table = (fails: 'routes' | 'head') => () =>
    buildRouteTable(
      [{ kind: 'pricing', template: 'templates/pages/pricing.tsx', module: moduleThat(fails) }],
      content,
      'https://x.example',
    );
  expect(table('routes')).toThrow(TemplateError);
  expect(table('routes')).toThrow(
    /^templates\/pages\/pricing\.tsx failed to make its routes:\nError: no list to make routes from\n {4}at /,
  );
  expect(table('head')).toThrow(
    /^templates\/pages\/pricing\.tsx failed to make the head of \/pricing\/:\nTypeError: Cannot read properties of undefined \(reading 'price'\)\n {4}at /,
  );
});

it.each([
  [0, 'on the main thread'],
  [1, 'on a render worker'],
])('names the template and the page when a page throws while rendering (%i workers: %s)', async (workers, where) => {
  const routes = buildRouteTable(await loadPageModules(throwingSite.pagesDir), content, 'https://x.example');
  // The one page goes to the worker where there is one: its lanes take the first chunks.
  const pool = createRenderPool(throwingSite, workers);
  try {
    const ctx = { content, siteUrl: 'https://x.example', pages: new Set(['/boom/']) } as unknown as RenderContext;
    const rendering = pool.render(routes, ctx, { dir: out, hash: false }, () => {});
    await expect(rendering).rejects.toThrow(TemplateError);
    await expect(rendering).rejects.toMatchObject({
      template: path.join('tests', 'fixtures', 'throwing-site', 'pages', 'boom.tsx'),
      making: 'the page /boom/',
      // What was thrown, with its stack: the template's own frame is in it.
      detail: expect.stringMatching(new RegExp(`^Error: thrown on purpose ${where}\\n {4}at .*boom\\.tsx`)),
    });
  } finally {
    await pool.close();
  }
});
