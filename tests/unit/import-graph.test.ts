/**
 * The generator's shape: no import circles among the sources (type-only imports count: esbuild and tsc
 * erase them and so never show a circle of types), and a site imports the generator only through its
 * public entry, build/index.ts (scripts/import-graph.ts prints both).
 */
import { expect, it } from 'vitest';
import { circles, importGraph, pastTheEntry, SITE_FOLDERS } from '../../scripts/import-graph';

it('finds a circle made of type-only imports, once, and an import of build/ from a site past its entry', () => {
  const graph = new Map([
    ['build/a.ts', ['build/b.ts']],
    ['build/b.ts', ['build/c.ts']],
    ['build/c.ts', ['build/a.ts']],
    ['templates/site.ts', ['build/index.ts', 'build/b.ts']],
  ]);
  expect(circles(graph)).toEqual([['build/a.ts', 'build/b.ts', 'build/c.ts']]);
  expect(pastTheEntry(graph)).toEqual(['templates/site.ts imports build/b.ts']);
});

it('has no import circle, and no site imports the generator past build/index.ts', () => {
  const graph = importGraph(process.cwd(), ['build', 'lib', 'templates', 'client', 'server', 'examples', 'scripts']);
  expect(graph.size).toBeGreaterThan(200);
  expect(circles(graph).map((circle) => circle.join(' -> '))).toEqual([]);
  expect(pastTheEntry(importGraph(process.cwd(), [...SITE_FOLDERS]))).toEqual([]);
});
