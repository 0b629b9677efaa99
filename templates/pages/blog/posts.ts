/** Ordering and picking posts and episodes: newest first, ties broken by slug so every build agrees. */
import { bySlug as findBySlug, computedOnce } from '../../../build';
import type { Content } from '../../content/collections';
import { countWords } from './reading';

/** How many related articles a post shows. */
export const RELATED_COUNT = 3;

// Every post page asks for the order: computed once per list, not per page (with thousands of posts,
// sorting on each page made the build quadratic); each page that asks counts the dates as read.
const sorted = computedOnce((items: readonly { date: string; slug: string }[]) =>
  [...items].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)),
);

export function newestFirst<T extends { date: string; slug: string }>(items: readonly T[]): T[] {
  return sorted(items) as T[];
}

/** The entry with this slug (the file name), through the generator's index: a page reads its own entry alone. */
export function bySlug<T extends { slug: string }>(items: readonly T[], slug: string): T {
  return findBySlug(items, slug)!;
}

/** The newest other entries, never the entry itself. */
export function othersNewestFirst<T extends { date: string; slug: string }>(
  items: readonly T[],
  slug: string,
  count = RELATED_COUNT,
): T[] {
  return newestFirst(items)
    .slice(0, count + 1)
    .filter((item) => item.slug !== slug)
    .slice(0, count);
}

/** Who signs the articles: the agency's president, from data/about.yaml's team. */
export function postAuthor(content: Content): { name: string; role: string; bio: string } {
  const president = content.about.team.find((member) => /\bpresident\b/i.test(member.role));
  if (!president)
    throw new Error("data/about.yaml's team has no President: the blog's articles are signed by the president");
  return { name: president.name, role: president.role, bio: president.bio };
}

/** The words of an article as read: body, key takeaways and implementation steps (counted once: the head and the page both ask). */
export const postWords = computedOnce((post: Content['posts'][number]): number =>
  countWords(post.html, ...post.keyTakeaways, ...post.implementation),
);
