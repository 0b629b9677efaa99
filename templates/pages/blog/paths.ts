/** Where the blog lives. The page modules re-export these, so other pages and the feed link to posts the same way. */
export const BLOG_PATH = '/blog/';
export const BLOG_FEED_PATH = '/blog/feed.xml';
export const postPath = (slug: string) => `${BLOG_PATH}${slug}/`;
/** Articles on each page of the blog's index; the first page is /blog/, the next /blog/page/2/. */
export const POSTS_PER_PAGE = 24;
export const blogPagePath = (page: number) => (page === 1 ? BLOG_PATH : `${BLOG_PATH}page/${page}/`);
