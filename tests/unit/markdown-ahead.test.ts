/**
 * Bodies without a placeholder are rendered as they are read (on a render worker, while the main thread
 * goes on loading), the others once placeholders are filled in; the content is the same either way.
 * What the worker has not started when the main thread is done loading, the main thread renders.
 */
import { expect, it } from 'vitest';
import { loadContent } from '../../build/content/load';
import { renderMarkdownBody } from '../../build/content/markdown';
import { createRenderPool } from '../../build/render/pool';
import siteConfig from '../../templates/site';
import { iconNames } from '../../templates/ui/icon-names';

it('renders placeholder-free bodies ahead, the rest after filling in, with the same content as one pass', async () => {
  const ahead: string[] = [];
  const after: string[] = [];
  const { content } = await loadContent('data', {
    iconNames,
    markdownAhead: async (bodies) => {
      ahead.push(...bodies);
      return bodies.map(renderMarkdownBody);
    },
    markdown: async (bodies) => {
      after.push(...bodies);
      return bodies.map(renderMarkdownBody);
    },
  });
  const { content: onePass } = await loadContent('data', { iconNames });

  expect(ahead.length).toBeGreaterThan(0);
  expect(ahead.every((body) => !body.includes('{'))).toBe(true);
  // The legal pages quote the site's phone and email through placeholders: rendered only once filled in.
  expect(after.length).toBeGreaterThan(0);
  expect(after.some((body) => body.includes(onePass.site.phone))).toBe(true);
  expect(new Set([...ahead, ...after]).size).toBe(ahead.length + after.length);
  expect(content).toEqual(onePass);
});

it('takes back the bodies a busy worker has not started, and the worker then skips them', async () => {
  const pool = createRenderPool(siteConfig, 1);
  try {
    const batches = [['# One\n\nFirst *body*.'], ['Second body with a [link](/services/).', 'Third body.']];
    const settled: boolean[] = [];
    const sent = batches.map((bodies, i) => pool.markdownOnWorker(bodies).finally(() => (settled[i] = true)));
    // The worker is still starting (importing React and the templates): nothing has been started.
    await pool.takeBackMarkdown();
    await Promise.resolve();
    expect(settled).toEqual([true, true]);
    expect(await Promise.all(sent)).toEqual(batches.map((bodies) => bodies.map(renderMarkdownBody)));
    // Once started, the worker passes over the two taken back and renders what comes next.
    expect(await pool.markdownOnWorker(['Fourth body.'])).toEqual([renderMarkdownBody('Fourth body.')]);
  } finally {
    await pool.close();
  }
});

it('renders the bodies left after loading in order, duplicates included, whether the worker or the main thread takes each batch', async () => {
  const pool = createRenderPool(siteConfig, 1);
  try {
    const bodies = Array.from(
      { length: 60 },
      (_, i) => `## Part ${i % 45}\n\nBody *${i % 45}* with a [link](/services/).`,
    );
    // The worker, still starting, leaves every batch to the main thread the first time; once started, it takes some.
    expect(await pool.markdown(bodies)).toEqual(bodies.map(renderMarkdownBody));
    await pool.markdownOnWorker(['Warm-up body.']);
    expect(await pool.markdown(bodies.slice().reverse())).toEqual(bodies.slice().reverse().map(renderMarkdownBody));
  } finally {
    await pool.close();
  }
});
