/**
 * A command-line build starts its render workers before it imports the generator (scripts/build-cache.ts);
 * the render pool then takes them over, whatever they said before it existed.
 */
import { expect, it } from 'vitest';
import { renderMarkdownBody } from '../../build/content/markdown';
import { createRenderPool } from '../../build/render/pool';
import { startRenderThreads, stopRenderThreads } from '../../build/render/threads';
import siteConfig from '../../templates/site';

it('takes over workers started before it, ready before it existed', async () => {
  const started = startRenderThreads(siteConfig.module, 1);
  try {
    await started.threads[0]!.ready;
    const pool = createRenderPool(siteConfig, started);
    try {
      expect(await pool.markdownOnWorker(['Body with a [link](/services/).'])).toEqual([
        renderMarkdownBody('Body with a [link](/services/).'),
      ]);
    } finally {
      await pool.close();
    }
    expect(await started.threads[0]!.worker.terminate()).toBeUndefined(); // stopped by the pool already
  } finally {
    await stopRenderThreads(started);
  }
});

it('refuses workers started for another site', async () => {
  const started = startRenderThreads(new URL('./other-site.ts', siteConfig.module).href, 0);
  expect(() => createRenderPool(siteConfig, started)).toThrow(
    /render workers were started for .*other-site\.ts, not for the site being built/,
  );
});
