/**
 * Which collections of the content a page read while it rendered, so the build cache (build/cache.ts)
 * can reuse the page while those collections, its props and the code are unchanged. Components read
 * the content through one proxy per build; rendering is synchronous, so the reads of the page being
 * rendered are the ones recorded. A part rendered once and reused on other pages (renderedOnce) replays
 * what its first render read, so every page that shows it depends on it.
 */
import type { Content } from '../content/collections';

const recording: Set<string>[] = [];

/** The content as components see it: reading a collection records it for the page being rendered. */
export function trackedContent(content: Content): Content {
  return new Proxy(content, {
    get(target, key, receiver) {
      if (typeof key === 'string') for (const reads of recording) reads.add(key);
      return Reflect.get(target, key, receiver);
    },
  });
}

/** Runs `work` and returns the collections it read (they also count for any recording around it). */
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
  for (const set of recording) for (const key of reads) set.add(key);
}
