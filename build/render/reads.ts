/**
 * Which content a page read while it rendered, so the build cache (build/cache.ts) can reuse the page
 * while that content, its props and the code are unchanged. Components read the content through one
 * proxy per build; rendering is synchronous, so the reads of the page being rendered are the ones
 * recorded. What is recorded is a collection's name, except for the bodies of Markdown entries: the
 * body of one entry is recorded on its own (`posts:some-slug.html`), so editing an article re-renders
 * the pages that show that article's body, not every page that lists the blog. A part rendered once and
 * reused on other pages (renderedOnce) replays what its first render read, so every page that shows it
 * depends on it.
 */
import type { Content } from '../content/collections';

const recording: Set<string>[] = [];
const note = (read: string) => {
  for (const reads of recording) reads.add(read);
};

/** The name under which the body of one Markdown entry is recorded. */
export const bodyRead = (collection: string, slug: string) => `${collection}:${slug}.html`;

/**
 * A collection of Markdown entries, whose bodies are recorded entry by entry: a list whose entries carry
 * their rendered body (MarkdownMeta). Told by the value rather than by the collections' table, which
 * would bring every schema (and zod) into each render worker.
 */
const isMarkdownList = (value: unknown): value is { slug: string; html: string }[] =>
  Array.isArray(value) && typeof (value[0] as { html?: unknown } | undefined)?.html === 'string';

/** The content as components see it: reading a collection (or a Markdown body) records it for the page being rendered. */
export function trackedContent(content: Content): Content {
  const lists = new Map<string, unknown[]>();
  const entries = new WeakMap<object, object>();
  const entry = (collection: string, item: { slug: string }) => {
    let proxy = entries.get(item);
    if (!proxy) {
      proxy = new Proxy(item, {
        get(target, key, receiver) {
          if (key === 'html') note(bodyRead(collection, target.slug));
          return Reflect.get(target, key, receiver);
        },
      });
      entries.set(item, proxy);
    }
    return proxy;
  };
  // One proxy per list, so what templates cache by list (the order of posts) is cached once.
  const list = (collection: string, items: { slug: string }[]) => {
    let proxy = lists.get(collection);
    if (!proxy) {
      proxy = new Proxy(items, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver) as unknown;
          return typeof key === 'string' && /^\d+$/.test(key) && value && typeof value === 'object'
            ? entry(collection, value as { slug: string })
            : value;
        },
      });
      lists.set(collection, proxy);
    }
    return proxy;
  };
  return new Proxy(content, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof key !== 'string') return value;
      note(key);
      return isMarkdownList(value) ? list(key, value) : value;
    },
  });
}

/**
 * The hash input of a read: a collection (a Markdown one without its bodies, which are read one by one),
 * or one entry's body.
 */
export function readValue(content: Content, read: string): unknown {
  const body = /^(\w+):(.+)\.html$/.exec(read);
  if (body) {
    const list = (content as unknown as Record<string, { slug: string; html: string }[] | undefined>)[body[1]!];
    return (list && entriesBySlug(list).get(body[2]!)?.html) ?? null;
  }
  const value = (content as Record<string, unknown>)[read] ?? null;
  return isMarkdownList(value) ? value.map(({ html: _, ...rest }) => rest) : value;
}

/**
 * A list's entries by slug, the first of each, made once per list: every post's page reads its own body,
 * and looking each one up along the list made checking the pages of 4,000 posts take half a second.
 */
const indexes = new WeakMap<object, Map<string, { slug: string; html: string }>>();
function entriesBySlug(list: { slug: string; html: string }[]) {
  let index = indexes.get(list);
  if (!index) {
    index = new Map();
    for (const item of list) if (!index.has(item.slug)) index.set(item.slug, item);
    indexes.set(list, index);
  }
  return index;
}

/** Runs `work` and returns what it read (the reads also count for any recording around it). */
export function trackReads<T>(work: () => T): { value: T; reads: string[] } {
  const reads = new Set<string>();
  recording.push(reads);
  try {
    return { value: work(), reads: [...reads] };
  } finally {
    recording.pop();
  }
}

/** Counts earlier reads as reads of the page being rendered (a reused part's). */
export function replayReads(reads: readonly string[]) {
  for (const read of reads) note(read);
}
