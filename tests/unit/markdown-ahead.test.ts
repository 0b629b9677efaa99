/**
 * Bodies without a placeholder are rendered as they are read (on a render worker, while the main thread
 * goes on loading), the others once placeholders are filled in; the content is the same either way.
 */
import { expect, it } from 'vitest';
import { loadContent } from '../../build/content/load';
import { renderMarkdownBody } from '../../build/content/markdown';
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
