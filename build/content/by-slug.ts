/**
 * The entry of a folder collection with a given slug, found through an index rather than by reading
 * every entry: a page that looks up its own post among thousands reads that post alone.
 */
export const BY_SLUG = Symbol('by slug');

const indexes = new WeakMap<readonly object[], Map<string, unknown>>();

/** An index of `entries` by slug, made once per list; the first entry wins a repeated slug, as find() would. */
export function slugIndex<T extends { slug: string }>(entries: readonly T[]): Map<string, T> {
  let index = indexes.get(entries);
  if (!index) {
    index = new Map();
    for (const entry of entries) if (!index.has(entry.slug)) index.set(entry.slug, entry);
    indexes.set(entries, index);
  }
  return index as Map<string, T>;
}

export function bySlug<T extends { slug: string }>(entries: readonly T[], slug: string): T | undefined {
  // Content as templates see it answers itself, noting the read (build/render/reads.ts).
  const tracked = (entries as { [BY_SLUG]?: (slug: string) => T | undefined })[BY_SLUG];
  return tracked ? tracked(slug) : slugIndex(entries).get(slug);
}
