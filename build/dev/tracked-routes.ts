/**
 * The route table for npm run dev, with what each page kind's `routes()` and `head()` read of the
 * content. A kind whose code did not change and that read nothing that changed keeps its routes, props
 * and heads from the previous table: they are what its functions would return again. The table itself
 * is made by the build's own buildRouteTable (path checks, duplicates, order).
 */
import type { Content } from '../content/collections';
import { buildRouteTable, type Head, type loadPageModules, type Route } from '../routes';
import { type PathTree, trackReads, untracked } from './reads';

type PageModules = Awaited<ReturnType<typeof loadPageModules>>;

export interface TrackedTable {
  routes: Route[];
  readsByKind: Map<string, Set<number>>;
}

/**
 * `previous` and `changed` (content paths whose value changed) let unaffected kinds be reused;
 * `rerun` names kinds whose code changed.
 */
export function trackedRouteTable(
  modules: PageModules,
  content: Content,
  siteUrl: string,
  tree: PathTree,
  reuse?: { previous: TrackedTable; changed: Set<number>; rerun: (kind: string) => boolean },
): TrackedTable {
  const readsByKind = new Map<string, Set<number>>();
  let reads = new Set<number>();
  const tracked = trackReads(content, tree, (id) => reads.add(id));
  const reusable = (kind: string) => {
    const before = reuse?.previous.readsByKind.get(kind);
    return before && reuse && !reuse.rerun(kind) && ![...reuse.changed].some((id) => before.has(id))
      ? before
      : undefined;
  };
  const noting = modules.map(({ kind, template, module }) => {
    const kept = reusable(kind);
    if (kept) {
      // The same props objects come back, so each finds its own head.
      readsByKind.set(kind, kept);
      const earlier = reuse!.previous.routes.filter((r) => r.kind === kind);
      const heads = new Map<unknown, Head>(earlier.map((r) => [r.props, r.head]));
      return {
        kind,
        template,
        module: {
          ...module,
          routes: () => earlier.map((r) => ({ path: r.path, props: r.props })),
          head: (props: unknown) => heads.get(props)!,
        },
      };
    }
    // Each module's functions note their reads under its kind (buildRouteTable calls them in turn).
    const own = new Set<number>();
    readsByKind.set(kind, own);
    return {
      kind,
      template,
      module: {
        ...module,
        routes(c: Content) {
          reads = own;
          return module.routes(c);
        },
        head(props: unknown, site: { content: Content; siteUrl: string }) {
          reads = own;
          return module.head(props, site);
        },
      },
    };
  });
  const routes = buildRouteTable(noting, tracked, siteUrl);
  for (const route of routes) {
    if (readsByKind.get(route.kind) === reuse?.previous.readsByKind.get(route.kind)) continue;
    route.props = untracked(route.props);
    route.head = untracked(route.head);
  }
  return { routes, readsByKind };
}
