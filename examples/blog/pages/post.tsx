/** /posts/{slug}/: one page per Markdown file in data/posts. */
import { definePage, postPath } from '../content';
import { useBlog } from '../context';
import { bySlug } from '../../../build';

export default definePage<{ slug: string }>({
  routes: (content) => content.posts.map((post) => ({ path: postPath(post.slug), props: { slug: post.slug } })),
  head: ({ slug }, { content }) => {
    const post = bySlug(content.posts, slug)!;
    return {
      title: post.title,
      description: post.summary ?? `${post.title}, in ${content.site.title}.`,
      ogType: 'article',
      lastmod: post.date,
    };
  },
  Page: PostPage,
});

function PostPage({ slug }: { slug: string }) {
  const { content } = useBlog();
  const post = bySlug(content.posts, slug)!;
  return (
    <>
      <header>
        <a href="/">{content.site.title}</a>
      </header>
      <main>
        <article>
          <h1>{post.title}</h1>
          <p className="post-date">
            <time dateTime={post.date}>{post.date}</time>
          </p>
          <div dangerouslySetInnerHTML={{ __html: post.html }} />
        </article>
      </main>
    </>
  );
}
