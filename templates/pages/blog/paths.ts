/** Where the blog lives. The page modules re-export these, so other pages and the feed link to posts the same way. */
export const BLOG_PATH = '/blog/';
export const BLOG_FEED_PATH = '/blog/feed.xml';
export const postPath = (slug: string) => `${BLOG_PATH}${slug}/`;
