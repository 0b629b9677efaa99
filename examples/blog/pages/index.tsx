/** / and /page/2/...: the posts, newest first, 24 a page, each page linking to its neighbours. */
import { definePage, type Post, postPath } from '../content';
import { useBlog } from '../context';

const PER_PAGE = 24;
const pagePath = (n: number) => (n === 1 ? '/' : `/page/${n}/`);

export default definePage<{ page: number; pages: number }>({
  routes: (content) => {
    const pages = Math.max(1, Math.ceil(content.posts.length / PER_PAGE));
    return Array.from({ length: pages }, (_, i) => ({ path: pagePath(i + 1), props: { page: i + 1, pages } }));
  },
  head: ({ page, pages }, { content }) => ({
    title: page === 1 ? 'All posts' : `All posts, page ${page} of ${pages}`,
    description: content.site.description,
  }),
  Page: IndexPage,
});

function IndexPage({ page, pages }: { page: number; pages: number }) {
  const { content } = useBlog();
  // The collection is in date order, newest first: a page reads its own 24 posts.
  const posts: Post[] = content.posts.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  return (
    <main>
      <h1>{content.site.title}</h1>
      {page === 1 ? (
        <p>{content.site.description}</p>
      ) : (
        <p>
          Page {page} of {pages}
        </p>
      )}
      <ul className="post-list">
        {posts.map((post) => (
          <li key={post.slug}>
            <a href={postPath(post.slug)}>{post.title}</a> <span className="post-date">{post.date}</span>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="More posts" className="pager">
          {page > 1 && (
            <a href={pagePath(page - 1)} rel="prev">
              Newer posts
            </a>
          )}
          {page < pages && (
            <a href={pagePath(page + 1)} rel="next">
              Older posts
            </a>
          )}
        </nav>
      )}
    </main>
  );
}
