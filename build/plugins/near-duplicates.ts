/**
 * nearDuplicates(rules): pages of a kind that read nearly the same (doorway pages) stop the build
 * (build/check/near-duplicates.ts). Each page's phrases are kept with its record, and each group's most
 * similar pair with the state, so a run compares only what changed.
 */
import { checkNearDuplicates, type GroupPairs, pagePhrases, percent } from '../check/near-duplicates';
import type { NearDuplicateRule } from '../site';
import { definePlugin, keepFor, keptBy } from '../stages/run';

const NAME = 'near-duplicates';

export function nearDuplicates<C>(rules: NearDuplicateRule<C>[]) {
  const ruleOf = new Map(rules.map((rule) => [rule.kind, rule as NearDuplicateRule<never>]));
  return definePlugin({
    name: NAME,
    keeps: (_run, route, phrases) => phrases !== undefined || !ruleOf.has(route.kind),
    page: (run, route, html) => {
      const rule = ruleOf.get(route.kind);
      return rule && pagePhrases(rule, route, html, run.content);
    },
    check(run) {
      const found = checkNearDuplicates(rules as NearDuplicateRule<never>[], run.routes, run.state.pages, {
        pairs: keptBy<GroupPairs>(run, NAME) ?? new Map(),
        rendered: run.rendered,
      });
      keepFor(run, NAME, found.groups);
      return {
        problems: found.problems,
        result: found.pairs,
        summary: found.pairs.map(
          (pair) =>
            `most alike ${pair.kind} pages: ${pair.a} and ${pair.b}, ${percent(pair.similarity)} of their phrases (at most ${percent(pair.threshold)})`,
        ),
      };
    },
  });
}
