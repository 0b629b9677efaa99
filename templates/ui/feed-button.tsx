/**
 * A section's RSS feed, as its page offers it (a button) and announces it (the head's feed link). A
 * section has a feed once it has entries, and not before (templates/feeds.ts writes no other).
 */
import type { ReactNode } from 'react';
import { ButtonLink } from './button';

export const hasFeed = (entries: readonly unknown[]) => entries.length > 0;

/** The head's feed links for a section: its feed, if it has one. */
export function sectionFeeds(entries: readonly unknown[], feed: { title: string; href: string }) {
  return hasFeed(entries) ? [feed] : [];
}

export function FeedButton({
  entries,
  href,
  children,
}: {
  entries: readonly unknown[];
  href: string;
  children: ReactNode;
}) {
  if (!hasFeed(entries)) return null;
  return (
    <div className="mt-8">
      <ButtonLink href={href} variant="secondary" icon="rss">
        {children}
      </ButtonLink>
    </div>
  );
}
