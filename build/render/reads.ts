/**
 * What each page read while it rendered, so a later build (or npm run dev, after an edit) renders again
 * exactly the pages whose reads changed. Templates read the content through proxies that note each read
 * under a key:
 * - `site.phone`: a top-level value of a file collection that holds a mapping;
 * - `treatments`: a file collection that holds a list, as a whole;
 * - `posts[]`: a folder collection's entries, their slugs in order (iterating, or reaching one by position);
 * - `posts/botox-pricing.title`: a top-level value of one entry (a Markdown entry's `html` too);
 * - `posts/botox-pricing.slug`: whether an entry with that slug exists (bySlug, build/content/by-slug.ts);
 * - `@page:/about/` and `@pages`: whether one page exists, and the whole list of pages;
 * - `@search`: the search index (build/emit/search-index.ts), made from every page's head;
 * - `@image:images/team/ana.jpg`: an image the content names, by its content (build/images/).
 * Rendering is synchronous, so the reads noted are those of the page (or shared part) being rendered.
 */
import { BY_SLUG, slugIndex } from '../content/by-slug';
import type { Collections } from '../content/collection';

const recording: Set<string>[] = [];

function note(key: string): void {
  for (const reads of recording) reads.add(key);
}

/** Notes a read of what the generator hands pages beside the content (`@search`). */
export const noteRead = note;

/** Runs `work`, noting what it reads; reads also count for any recording around it (a shared part's for its page). */
export function recordReads<T>(work: () => T): { value: T; reads: Set<string> } {
  const reads = new Set<string>();
  recording.push(reads);
  try {
    return { value: work(), reads };
  } finally {
    recording.pop();
  }
}

/** Counts earlier reads as reads of what is being rendered now (a reused shared part's). */
export function replayReads(reads: Iterable<string>): void {
  for (const key of reads) note(key);
}

/**
 * `make` run once per argument (a list or an entry of the content as pages see it) and its value
 * shared by every page that asks: what making it read counts as read by each of them, as a shared
 * part's reads do. A module-level cache of values derived from the content (an order, a word count)
 * must be this: a plain one notes the reads for the first page only, and a page kept from the last
 * build then misses an edit that changes what it shows.
 */
export function computedOnce<K extends object, T>(make: (key: K) => T): (key: K) => T {
  const made = new WeakMap<K, { value: T; reads: Set<string> }>();
  return (key) => {
    let found = made.get(key);
    if (found) replayReads(found.reads);
    else {
      found = recordReads(() => make(key));
      made.set(key, found);
    }
    return found.value;
  };
}

type Entry = Record<string, unknown> & { slug: string };

/** The content as templates see it: every read noted. One per build, so what templates cache by identity stays one object. */
export function trackedContent<C extends object>(content: C, collections: Collections): C {
  const proxies = new Map<string, unknown>();
  const entryProxies = new WeakMap<object, object>();
  const entry = (name: string, item: Entry) => {
    let proxy = entryProxies.get(item);
    if (!proxy) {
      proxy = new Proxy(item, {
        get(target, key, receiver) {
          // An entry's slug is read by reaching the entry, which noted the list or the lookup.
          if (typeof key === 'string' && key !== 'slug') note(`${name}/${target.slug}.${key}`);
          return Reflect.get(target, key, receiver);
        },
      });
      entryProxies.set(item, proxy);
    }
    return proxy;
  };
  const isIndex = (key: string) => key.charCodeAt(0) >= 48 && key.charCodeAt(0) <= 57;
  const list = (name: string, items: Entry[]) =>
    new Proxy(items, {
      get(target, key, receiver) {
        if (key === BY_SLUG)
          return (slug: string) => {
            note(`${name}/${slug}.slug`);
            const item = slugIndex(target).get(slug);
            return item && entry(name, item);
          };
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof key === 'string' && isIndex(key)) {
          note(`${name}[]`);
          return value && entry(name, value as Entry);
        }
        if (key === 'length' || key === Symbol.iterator) note(`${name}[]`);
        return value;
      },
    });
  const mapping = (name: string, value: object) =>
    new Proxy(value, {
      get(target, key, receiver) {
        if (typeof key === 'string') note(`${name}.${key}`);
        return Reflect.get(target, key, receiver);
      },
    });
  return new Proxy(content, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof key !== 'string' || !(key in collections)) return value;
      let proxy = proxies.get(key);
      if (proxy === undefined) {
        if (collections[key]!.kind === 'folder') proxy = list(key, value as Entry[]);
        else if (value && typeof value === 'object' && !Array.isArray(value)) proxy = mapping(key, value);
        else proxy = value;
        proxies.set(key, proxy);
      }
      if (proxy === value) note(key);
      return proxy;
    },
  });
}

/** The set of the site's page paths as templates see it: each question noted. */
export function trackedPages(pages: ReadonlySet<string>): ReadonlySet<string> {
  return new Proxy(pages, {
    get(target, key) {
      if (key === 'has') {
        return (page: string) => {
          note(`@page:${page}`);
          return target.has(page);
        };
      }
      if (
        key === 'size' ||
        key === Symbol.iterator ||
        key === 'values' ||
        key === 'keys' ||
        key === 'forEach' ||
        key === 'entries'
      )
        note('@pages');
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** What each read key names in this content, to fingerprint: what a page saw when it read it. */
export function readValues(
  content: Record<string, unknown>,
  pages: ReadonlySet<string>,
  search: unknown = [],
  imageHash: (src: string) => string | undefined = () => undefined,
): (key: string) => unknown {
  const indexes = new Map<string, Map<string, Entry>>();
  const bySlug = (name: string) => {
    let index = indexes.get(name);
    if (!index) {
      index = new Map();
      for (const item of (content[name] as Entry[] | undefined) ?? [])
        if (!index.has(item.slug)) index.set(item.slug, item);
      indexes.set(name, index);
    }
    return index;
  };
  return (key) => {
    if (key === '@pages') return [...pages].sort();
    if (key === '@search') return search;
    if (key.startsWith('@image:')) return imageHash(key.slice('@image:'.length)) ?? null;
    if (key.startsWith('@page:')) return pages.has(key.slice('@page:'.length));
    const list = /^(\w+)\[\]$/.exec(key);
    if (list) return (content[list[1]!] as Entry[] | undefined)?.map((e) => e.slug) ?? null;
    const inEntry = /^(\w+)\/([^.]+)\.(.+)$/.exec(key);
    if (inEntry) {
      const item = bySlug(inEntry[1]!).get(inEntry[2]!);
      return item ? (item[inEntry[3]!] ?? null) : undefined;
    }
    const dot = key.indexOf('.');
    if (dot < 0) return content[key] ?? null;
    return (content[key.slice(0, dot)] as Record<string, unknown> | undefined)?.[key.slice(dot + 1)] ?? null;
  };
}
