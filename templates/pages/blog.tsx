/** /blog/: 'Aesthetic Marketing Blog', a card per article in data/blog, newest first (spec 000 section 2). */
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
import { BLOG_FEED_PATH, BLOG_PATH, postPath } from './blog/paths';
import { newestFirst } from './blog/posts';

export { BLOG_FEED_PATH, BLOG_PATH };

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Blog', href: BLOG_PATH },
];

export default definePage({
  routes: () => [{ path: BLOG_PATH, props: {} }],
  head: (_, { content, siteUrl }) => ({
    title: content.blogIndex.title,
    description: content.blogIndex.description,
    lastmod: newestFirst(content.posts)[0]?.date,
    feeds: sectionFeeds(content.posts, { title: content.blogIndex.feedTitle, href: BLOG_FEED_PATH }),
    jsonLd: [breadcrumbJsonLd(trail, siteUrl)],
  }),
  Page: BlogIndex,
});

function BlogIndex() {
  const { content } = useSite();
  const page = content.blogIndex;
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
          {newestFirst(content.posts).map((post) => (
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
      </Section>
      <ClosingCta heading={page.cta.heading} body={page.cta.body} />
    </PageShell>
  );
}
