/**
 * /blog/: 'Aesthetic Marketing Blog', a card per article in data/blog, newest first,
 * 24 a page: /blog/page/2/ and on, each linking to its neighbours.
 */
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { Card } from '../ui/card';
import { FeedButton, sectionFeeds } from '../ui/feed-button';
import { ClosingCta } from '../ui/closing-cta';
import { formatDate } from '../ui/format';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { pageSearch } from '../seo/search';
import { BLOG_FEED_PATH, BLOG_PATH, blogPagePath, POSTS_PER_PAGE, postPath } from './blog/paths';
import { newestFirst } from './blog/posts';

export { BLOG_FEED_PATH, BLOG_PATH };

const trailFor = (page: number) => [
  { label: 'Home', href: '/' },
  { label: 'Blog', href: BLOG_PATH },
  ...(page > 1 ? [{ label: `Page ${page}`, href: blogPagePath(page) }] : []),
];

interface Props {
  page: number;
  pages: number;
}

export default definePage<Props>({
  routes: (content) => {
    const pages = Math.max(1, Math.ceil(content.posts.length / POSTS_PER_PAGE));
    return Array.from({ length: pages }, (_, i) => ({ path: blogPagePath(i + 1), props: { page: i + 1, pages } }));
  },
  head: ({ page, pages }, { content, siteUrl }) => ({
    title: page === 1 ? content.blogIndex.title : `${content.blogIndex.title}, Page ${page} of ${pages}`,
    description: content.blogIndex.description,
    lastmod: newestFirst(content.posts)[(page - 1) * POSTS_PER_PAGE]?.date,
    feeds: sectionFeeds(content.posts, { title: content.blogIndex.feedTitle, href: BLOG_FEED_PATH }),
    search: page === 1 ? pageSearch(trailFor(1), content.blogIndex.title) : undefined,
    card: { kind: 'Blog', title: content.blogIndex.title },
    jsonLd: [breadcrumbJsonLd(trailFor(page), siteUrl)],
  }),
  Page: BlogIndex,
});

function BlogIndex({ page: pageNumber, pages }: Props) {
  const { content } = useSite();
  const page = content.blogIndex;
  const posts = newestFirst(content.posts).slice((pageNumber - 1) * POSTS_PER_PAGE, pageNumber * POSTS_PER_PAGE);
  const trail = trailFor(pageNumber);
  return (
    <PageShell>
      <PageHero trail={trail} eyebrow={page.hero.eyebrow} title={page.hero.headline}>
        <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{page.hero.body}</p>
        <FeedButton entries={content.posts} href={BLOG_FEED_PATH}>
          Follow by RSS
        </FeedButton>
      </PageHero>
      <Section labelledBy="articles-list-title" className="!pt-4 sm:!pt-8">
        <h2 id="articles-list-title" className="sr-only">
          Articles
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <Card title={post.title} href={postPath(post.slug)} linkLabel="Read article">
                <p className="mb-3 text-sm font-medium text-muted">
                  <time dateTime={post.date}>{formatDate(post.date)}</time>
                </p>
                <p>{post.excerpt}</p>
              </Card>
            </li>
          ))}
        </ul>
        {pages > 1 && <Pager page={pageNumber} pages={pages} />}
      </Section>
      <ClosingCta heading={page.cta.heading} body={page.cta.body} />
    </PageShell>
  );
}

/** Links to the newer and older pages of articles, and where this one is among them. */
function Pager({ page, pages }: Props) {
  const link = 'rounded-full px-5 py-2.5 text-sm font-semibold text-ink ring-1 ring-line hover:text-accent';
  return (
    <nav aria-label="More articles" className="mt-12 flex items-center justify-between gap-4">
      {page > 1 ? (
        <a href={blogPagePath(page - 1)} rel="prev" className={link}>
          Newer articles
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <a href={blogPagePath(page + 1)} rel="next" className={link}>
          Older articles
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
