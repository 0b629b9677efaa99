/**
 * Which content each page reads while it renders, so a change re-renders only the pages that read
 * what changed (npm run dev). Content is handed to a page through proxies that note every property
 * read, by its path in the content (services[2].faq[1].answer); a later content is compared with the
 * earlier one only along the paths some page read.
 *
 * Paths are numbered in one tree shared by every page: a page's reads are a set of numbers, and two
 * pages that read the same value share its number.
 */

/** Stands for "the list of keys of this object" (Object.keys, for...in, spreading). */
const KEYS = Symbol('keys');
type Key = string | typeof KEYS;

export class PathTree {
  private readonly children: Map<Key, number>[] = [new Map()];

  static readonly ROOT = 0;

  /** The number of `key` under `parent`, made if new. */
  child(parent: number, key: Key): number {
    const map = this.children[parent]!;
    let id = map.get(key);
    if (id === undefined) {
      id = this.children.length;
      this.children.push(new Map());
      map.set(key, id);
    }
    return id;
  }

  /** The keys read under `parent` and their numbers; undefined when nothing under it was read. */
  readUnder(parent: number): Map<Key, number> | undefined {
    const map = this.children[parent]!;
    return map.size ? map : undefined;
  }

  /**
   * The numbers of the paths whose value differs between two contents, looking only where something
   * was read. Reading an object itself depends only on its being an object: what is in it is read
   * (and compared) key by key; its list of keys is compared where someone listed them.
   */
  changed(before: unknown, after: unknown, at = PathTree.ROOT, out: Set<number> = new Set()): Set<number> {
    const read = this.readUnder(at);
    if (!read) return out;
    for (const [key, id] of read) {
      if (key === KEYS) {
        if (!sameKeys(before, after)) out.add(id);
        continue;
      }
      const a = valueAt(before, key);
      const b = valueAt(after, key);
      if (isObject(a) && isObject(b) && Array.isArray(a) === Array.isArray(b)) this.changed(a, b, id, out);
      else if (!Object.is(a, b)) out.add(id);
    }
    return out;
  }
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
const valueAt = (value: unknown, key: string): unknown =>
  isObject(value) ? (value as Record<string, unknown>)[key] : undefined;

function sameKeys(a: unknown, b: unknown): boolean {
  if (!isObject(a) || !isObject(b)) return a === b;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i]);
}

/** The object behind each proxy trackReads made. */
const targets = new WeakMap<object, object>();

/**
 * `value` seen through proxies that give `record` the number of every path read. One tracker per
 * page: within it the same object is always the same proxy (so identity checks and caches keyed by
 * object behave as they do on plain content).
 */
export function trackReads<T extends object>(value: T, tree: PathTree, record: (id: number) => void): T {
  const proxies = new WeakMap<object, Map<number, object>>();
  const wrap = (target: object, id: number): object => {
    let byPath = proxies.get(target);
    if (!byPath) {
      byPath = new Map();
      proxies.set(target, byPath);
    }
    let proxy = byPath.get(id);
    if (!proxy) {
      proxy = new Proxy(target, {
        get(object, key, receiver) {
          const result = Reflect.get(object, key, receiver);
          if (typeof key === 'symbol' || typeof result === 'function') return result;
          const child = tree.child(id, key);
          record(child);
          return isObject(result) ? wrap(result, child) : result;
        },
        has(object, key) {
          if (typeof key === 'string') record(tree.child(id, key));
          return Reflect.has(object, key);
        },
        ownKeys(object) {
          record(tree.child(id, KEYS));
          return Reflect.ownKeys(object);
        },
        getOwnPropertyDescriptor(object, key) {
          if (typeof key === 'string') record(tree.child(id, key));
          return Reflect.getOwnPropertyDescriptor(object, key);
        },
        set() {
          throw new TypeError('pages may not change the content they render');
        },
      });
      byPath.set(id, proxy);
      targets.set(proxy, target);
    }
    return proxy;
  };
  return wrap(value, PathTree.ROOT) as T;
}

/**
 * `value` with tracked content in it replaced by the plain content (props and heads that a page
 * module made from tracked content are kept, and read later without recording anything).
 */
export function untracked<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const target = targets.get(value);
  if (target) return target as T;
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      value[i] = untracked(item);
    });
  } else if (Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) (value as Record<string, unknown>)[key] = untracked(item);
  }
  return value;
}

/** The page paths a page asked about (pages.has), or all of them when it listed the set. */
export class TrackedPages implements ReadonlySet<string> {
  readonly asked = new Set<string>();
  listed = false;

  constructor(private readonly pages: ReadonlySet<string>) {}

  has(page: string): boolean {
    this.asked.add(page);
    return this.pages.has(page);
  }
  get size(): number {
    this.listed = true;
    return this.pages.size;
  }
  forEach(callback: (value: string, key: string, set: ReadonlySet<string>) => void, thisArg?: unknown): void {
    this.listed = true;
    for (const page of this.pages) callback.call(thisArg, page, page, this);
  }
  entries() {
    this.listed = true;
    return this.pages.entries();
  }
  keys() {
    this.listed = true;
    return this.pages.keys();
  }
  values() {
    this.listed = true;
    return this.pages.values();
  }
  [Symbol.iterator]() {
    return this.values();
  }
}
