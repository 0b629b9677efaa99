/**
 * /blog/{slug}/: one page per Markdown file in data/blog: date, reading time, the
 * body, 'Key Takeaways', 'Implementation Strategy' and three related articles, with BlogPosting data.
 */
import { definePage } from '../content/page';
import type { Content } from '../content/collections';
import { PageShell } from '../layout/page-shell';
import { sharedMarkup, Picture } from '../../build';
import { useSite } from '../site-context';
import { Card } from '../ui/card';
import { ClosingCta } from '../ui/closing-cta';
import { formatDate } from '../ui/format';
import { Icon } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { proseClasses } from '../ui/prose';
import { ScheduleCall } from '../ui/schedule-call';
import { Section, SectionHeading } from '../ui/section';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { BLOG_FEED_PATH, BLOG_PATH, postPath } from './blog/paths';
import { blogPostingJsonLd } from './blog/post-json-ld';
import { bySlug, othersNewestFirst, postAuthor, postWords } from './blog/posts';
import { readingMinutes, truncateAtWord } from './blog/reading';

export { postPath };

type Post = Content['posts'][number];

/** Related cards quote the excerpt up to this many characters. */
const RELATED_EXCERPT_CHARS = 100;

const trailFor = (post: Post) => [
  { label: 'Home', href: '/' },
  { label: 'Blog', href: BLOG_PATH },
  { label: post.title, href: postPath(post.slug) },
];

// The words are counted once, with the route: the head's structured data and the page's reading time
// both show the count, and a page is often rendered on another thread than the one that made its route.
export default definePage<{ slug: string; words: number }>({
  routes: (content) =>
    content.posts.map((post) => ({ path: postPath(post.slug), props: { slug: post.slug, words: postWords(post) } })),
  head: ({ slug, words }, { content, siteUrl }) => {
    const post = bySlug(content.posts, slug);
    return {
      title: post.title,
      description: post.excerpt,
      ogType: 'article',
      lastmod: post.date,
      feeds: [{ title: content.blogIndex.feedTitle, href: BLOG_FEED_PATH }],
      search: { kind: 'Article', title: post.title, context: formatDate(post.date) },
      card: { kind: 'Article' },
      jsonLd: [blogPostingJsonLd(post, content, siteUrl, words), breadcrumbJsonLd(trailFor(post), siteUrl)],
    };
  },
  Page: BlogPost,
});

function BlogPost({ slug, words }: { slug: string; words: number }) {
  const site = useSite();
  const { content } = site;
  const post = bySlug(content.posts, slug);
  const author = postAuthor(content);
  const related = othersNewestFirst(content.posts, slug);
  return (
    <PageShell>
      <PageHero trail={trailFor(post)} title={post.title}>
        <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{post.excerpt}</p>
        <div className="mt-6 text-[15px] text-muted">
          <p>
            By{' '}
            <a href="/about/" className="font-semibold text-ink hover:text-accent">
              {author.name}
            </a>
            , {author.role}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3">
            <time dateTime={post.date}>{formatDate(post.date)}</time>
            <span aria-hidden="true">·</span>
            <span>{readingMinutes(words)} min read</span>
          </p>
        </div>
      </PageHero>

      <div className="container-site grid gap-16 pb-16 sm:pb-24 lg:grid-cols-[minmax(0,48rem)_1fr]">
        <article>
          {post.cover && (
            <figure className="mb-10 overflow-hidden rounded-2xl">
              <Picture
                site={site}
                src={post.cover.src}
                alt={post.cover.alt}
                widths={[400, 768, 1536]}
                sizes="(min-width: 1024px) 768px, calc(100vw - 2.5rem)"
                priority
                className="h-auto w-full"
              />
            </figure>
          )}
          <div className={proseClasses} dangerouslySetInnerHTML={{ __html: post.html }} />

          <section aria-labelledby="takeaways-title" className="mt-14 rounded-2xl bg-sand p-6 ring-1 ring-line sm:p-8">
            <h2 id="takeaways-title" className="text-2xl font-semibold">
              Key Takeaways
            </h2>
            <ul className="mt-5 space-y-3">
              {post.keyTakeaways.map((point) => (
                <li key={point} className="flex gap-3">
                  <Icon name="circle-check" className="mt-1 size-5 shrink-0 text-accent" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="implementation-title" className="mt-14">
            <h2 id="implementation-title" className="text-2xl font-semibold">
              Implementation Strategy
            </h2>
            <ol className="mt-6 space-y-4">
              {post.implementation.map((step, i) => (
                <li key={step} className="flex gap-4 rounded-2xl border border-line p-5">
                  <span
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-semibold text-white"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <span className="self-center">
                    <span className="sr-only">Step {i + 1}: </span>
                    {step}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </article>
        {/* The same on every post's page, so rendered once; so are the related articles, the same on all but the newest posts' pages. */}
        <aside
          aria-labelledby="author-title"
          className="hidden lg:block"
          dangerouslySetInnerHTML={{ __html: sharedMarkup(site, AuthorCard, {}) }}
        />
      </div>

      {related.length > 0 && (
        <Section
          tone="sand"
          labelledBy="related-title"
          html={sharedMarkup(site, RelatedPosts, { slugs: related.map((other) => other.slug) })}
        />
      )}

      <ClosingCta heading={content.blogIndex.cta.heading} body={content.blogIndex.cta.body} />
    </PageShell>
  );
}

function AuthorCard() {
  const author = postAuthor(useSite().content);
  return (
    <div className="sticky top-28 rounded-2xl bg-ink p-7 text-white">
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-pink-200">About the author</p>
      <h2 id="author-title" className="mt-3 text-lg font-semibold">
        {author.name}
      </h2>
      <p className="text-[15px] text-mist">{author.role}</p>
      <p className="mt-4 text-[15px] leading-relaxed text-mist">{author.bio}</p>
      <ScheduleCall size="md" className="mt-6" />
      <a href={BLOG_FEED_PATH} className="mt-5 flex items-center gap-2 text-sm font-medium text-mist hover:text-white">
        <Icon name="rss" className="size-4" />
        Follow the blog by RSS
      </a>
    </div>
  );
}

function RelatedPosts({ slugs }: { slugs: string[] }) {
  const { content } = useSite();
  const posts = slugs.map((slug) => bySlug(content.posts, slug));
  return (
    <>
      <SectionHeading id="related-title" heading="Related articles" />
      <ul className="grid gap-5 md:grid-cols-3">
        {posts.map((other) => (
          <li key={other.slug}>
            <Card title={other.title} href={postPath(other.slug)} linkLabel="Read article">
              <p className="mb-3 text-sm font-medium text-muted">
                <time dateTime={other.date}>{formatDate(other.date)}</time>
              </p>
              <p>{truncateAtWord(other.excerpt, RELATED_EXCERPT_CHARS)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
