/**
 * The agency's templates note everything they read (issue 33): after edits that change what many pages
 * show (a post's date moves it in every "related articles" list, a body changes its reading time, a
 * city's population its neighbours' pages), every page a cached build keeps is, rendered again, the
 * page it kept (build's `verify`). A template that kept a derived value in a plain cache failed here.
 */
import { expect, it } from 'vitest';
import { build } from '../../build/build';
import type { CodeVersion } from '../../build/code-version';
import { diskData, overlayData } from '../../build/content/data-files';
import { memoryWriter } from '../../build/output/writer';
import siteConfig from '../../templates/site';

const data = diskData(siteConfig.dataDir);
const code: CodeVersion = { shared: 'this test', pages: {}, assets: 'this test' };
const text = (rel: string) => Buffer.from(data.read(rel)).toString('utf8');
const edited = (rel: string, find: string, replace: string) => {
  expect(text(rel)).toContain(find);
  return { [rel]: text(rel).replace(find, replace) };
};

it('keeps only pages that render the same after edits to dates, bodies and facts many pages show', async () => {
  const out = memoryWriter();
  const options = { site: siteConfig, writer: out, code, siteUrl: 'https://www.vitalis.example', cards: false };
  const first = await build({ ...options, data });
  const write = {
    // The oldest article becomes the newest.
    ...edited(
      'blog/how-plastic-surgery-practices-get-more-patient-leads.md',
      'date: "2024-12-15"',
      'date: "2025-10-01"',
    ),
    ...edited('podcast/turning-consult-no-shows-into-booked-treatments.md', 'date: "2025-07-15"', 'date: "2025-10-15"'),
    ...edited(
      'blog/local-seo-for-dental-implant-practices.md',
      '\n---\n',
      '\n---\n\nA paragraph more, so that the article takes longer to read than it did before this edit.\n',
    ),
    ...edited('locations/texas.yaml', 'population: 2296224', 'population: 2496224'),
  };
  const cached = await build({
    ...options,
    data: overlayData(data, { write }),
    cache: { state: first.state },
    verify: true,
  });
  expect(cached.reused).toBeGreaterThan(0);
  expect(cached.rendered.length).toBeLessThan(first.routes.length);
});
