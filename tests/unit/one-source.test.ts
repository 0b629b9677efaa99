/**
 * One source for each fact: a URL shape is written in one module and every other page and link calls it;
 * the canonical-path pattern lives once and both the route table and the content schemas use it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/** Every .ts/.tsx file under a folder, with its comments removed (they may name a path as prose). */
function sources(dir: string): { file: string; code: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join(dir, f))
    .map((file) => ({
      file,
      code: readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, ''),
    }));
}

it('the /services/{slug}/ path is built in six places: now only in templates/pages/service-detail/paths.ts', () => {
  const writers = sources('templates')
    .filter(({ code }) => /['"`]\/services\//.test(code))
    .map(({ file }) => file);
  expect(writers).toEqual([path.join('templates', 'pages', 'service-detail', 'paths.ts')]);
});

it('the canonical-path pattern is written twice (routes and content schemas): now once, in canonical-path.ts', () => {
  const writers = [...sources('build'), ...sources('templates')]
    .filter(({ code }) => code.includes('[a-z0-9-]+\\/)*'))
    .map(({ file }) => file);
  expect(writers).toEqual([path.join('build', 'content', 'canonical-path.ts')]);
});
