/** /: every post, newest first. */
import { definePage, newestFirst, postPath } from '../content';
import { useBlog } from '../context';

export default definePage({
  routes: () => [{ path: '/', props: {} }],
  head: (_, { content }) => ({ title: 'All posts', description: content.site.description }),
  Page: IndexPage,
});

function IndexPage() {
  const { content } = useBlog();
  return (
    <main>
      <h1>{content.site.title}</h1>
      <p>{content.site.description}</p>
      <ul className="post-list">
        {newestFirst(content.posts).map((post) => (
          <li key={post.slug}>
            <a href={postPath(post.slug)}>{post.title}</a> <span className="post-date">{post.date}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
