/** /podcast/: a card per episode in data/podcast (title, description, date, duration), newest first. */
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { Card } from '../ui/card';
import { FeedButton, sectionFeeds } from '../ui/feed-button';
import { ClosingCta } from '../ui/closing-cta';
import { Picture } from '../../build';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { pageSearch } from '../seo/search';
import { newestFirst } from './blog/posts';
import { EpisodeMeta } from './podcast/episode-meta';
import { episodePath, PODCAST_FEED_PATH, PODCAST_PATH } from './podcast/paths';

export { PODCAST_FEED_PATH, PODCAST_PATH };

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Podcast', href: PODCAST_PATH },
];

export default definePage({
  routes: () => [{ path: PODCAST_PATH, props: {} }],
  head: (_, { content, siteUrl }) => ({
    title: content.podcastIndex.title,
    description: content.podcastIndex.description,
    search: pageSearch(trail, content.podcastIndex.title),
    card: { kind: 'Podcast' },
    lastmod: newestFirst(content.episodes)[0]?.date,
    feeds: sectionFeeds(content.episodes, { title: content.podcastIndex.show.name, href: PODCAST_FEED_PATH }),
    jsonLd: [breadcrumbJsonLd(trail, siteUrl)],
  }),
  Page: PodcastIndex,
});

function PodcastIndex() {
  const site = useSite();
  const { content } = site;
  const page = content.podcastIndex;
  return (
    <PageShell>
      <PageHero
        trail={trail}
        eyebrow={page.hero.eyebrow}
        title={page.hero.headline}
        aside={
          <Picture
            site={site}
            src={page.show.artwork}
            alt={`${page.show.name} cover art`}
            widths={[288, 384, 576, 768]}
            sizes="(min-width: 1024px) 384px, 288px"
            priority
            className="mx-auto h-auto w-72 rounded-3xl shadow-xl shadow-ink/10 lg:w-96"
          />
        }
      >
        <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{page.hero.body}</p>
        <FeedButton entries={content.episodes} href={PODCAST_FEED_PATH}>
          Subscribe by RSS
        </FeedButton>
      </PageHero>
      <Section labelledBy="episodes-list-title" className="!pt-4 sm:!pt-8">
        <h2 id="episodes-list-title" className="sr-only">
          Episodes
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {newestFirst(content.episodes).map((episode) => (
            <li key={episode.slug}>
              <Card title={episode.title} href={episodePath(episode.slug)} linkLabel="Listen">
                <EpisodeMeta date={episode.date} duration={episode.duration} className="mb-3" />
                <p>{episode.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCta heading={page.cta.heading} body={page.cta.body} />
    </PageShell>
  );
}
