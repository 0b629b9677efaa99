/**
 * A template that throws stops the build with one problem naming the template, what it was making (its
 * routes, a page's head, or the page) and what was thrown, with the stack that points at the line.
 */
import { expect, it } from 'vitest';
import { build } from '../../build/build';
import { memoryWriter } from '../../build/output/writer';
import { BuildFailure, formatProblem } from '../../build/problems';
import { buildRouteTable, type PageModule } from '../../build/routes';
import throwingSite from '../fixtures/throwing-site/site';

const Empty = () => null;
const moduleThat = (fails: 'routes' | 'head'): PageModule<unknown, unknown> => ({
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
  const problem = (fails: 'routes' | 'head') =>
    formatProblem(
      buildRouteTable(
        [{ kind: 'pricing', template: 'templates/pages/pricing.tsx', module: moduleThat(fails) }],
        {},
        'https://x.example',
      ).problems[0]!,
    );
  // Placed at the line that threw (this test's module stands for the template), and named.
  expect(problem('routes')).toMatch(
    /^tests\/unit\/template-errors\.test\.ts:15:\d+ \(template\): templates\/pages\/pricing\.tsx failed to make its routes:\nError: no list to make routes from\n {4}at /,
  );
  expect(problem('head')).toMatch(
    /^tests\/unit\/template-errors\.test\.ts:19:\d+ \(template\): templates\/pages\/pricing\.tsx failed to make the head of \/pricing\/:\nTypeError: Cannot read properties of undefined \(reading 'price'\)\n {4}at /,
  );
});

it('names the template and the page when a page throws while rendering, and writes nothing', async () => {
  const out = memoryWriter();
  const attempt = build({ site: throwingSite, writer: out });
  await expect(attempt).rejects.toBeInstanceOf(BuildFailure);
  const { errors } = (await attempt.catch((error: BuildFailure) => error)) as BuildFailure;
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({
    name: 'TemplateFailed',
    file: 'tests/fixtures/throwing-site/pages/boom.tsx',
    line: 11,
    path: '(template)',
  });
  expect(errors[0]!.message).toMatch(
    /^tests\/fixtures\/throwing-site\/pages\/boom\.tsx failed to make the page \/boom\/:\nError: thrown on purpose while rendering\n {4}at .*boom\.tsx/,
  );
  // React's own frames are left out: the stack shows the site's code.
  expect(errors[0]!.message).not.toContain('node_modules');
  expect(out.files.size).toBe(0);
});
