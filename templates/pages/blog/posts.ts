/** Ordering and picking posts and episodes: newest first, ties broken by slug so every build agrees. */
import type { Content } from '../../../build/content/collections';
import { countWords } from './reading';

/** How many related articles a post shows (spec 000 section 9). */
export const RELATED_COUNT = 3;

export function newestFirst<T extends { date: string; slug: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** The newest other entries, never the entry itself. */
export function othersNewestFirst<T extends { date: string; slug: string }>(items: readonly T[], slug: string, count = RELATED_COUNT): T[] {
  return newestFirst(items.filter((item) => item.slug !== slug)).slice(0, count);
}

/** Who signs the articles: the agency's president, from data/about.yaml's team. */
export function postAuthor(content: Content): { name: string; role: string; bio: string } {
  const president = content.about.team.find((member) => /\bpresident\b/i.test(member.role));
  if (!president) throw new Error("data/about.yaml's team has no President: the blog's articles are signed by the president");
  return { name: president.name, role: president.role, bio: president.bio };
}

/** The words of an article as read: body, key takeaways and implementation steps. */
export function postWords(post: Content['posts'][number]): number {
  return countWords(post.html, ...post.keyTakeaways, ...post.implementation);
}
