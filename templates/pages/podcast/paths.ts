/** Where the podcast lives. The page modules re-export these, so other pages and the feed link to episodes the same way. */
export const PODCAST_PATH = '/podcast/';
export const PODCAST_FEED_PATH = '/podcast/feed.xml';
export const episodePath = (slug: string) => `${PODCAST_PATH}${slug}/`;
