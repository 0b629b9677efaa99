/**
 * /podcast/{slug}/: one page per Markdown file in data/podcast: the audio player,
 * the guests (by role and practice type) and the show notes (the body's paragraphs), with PodcastEpisode
 * structured data.
 */
import { definePage } from '../content/page';
import type { Content } from '../content/collections';
import AudioPlayer from '../../client/islands/audio-player';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { Card } from '../ui/card';
import { ClosingCta } from '../ui/closing-cta';
import { Icon } from '../ui/icon';
import { Island } from '../../build';
import { PageHero } from '../ui/page-hero';
import { proseClasses } from '../ui/prose';
import { Section, SectionHeading } from '../ui/section';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { audioPlayerFiles } from '../third-party';
import { bySlug, othersNewestFirst } from './blog/posts';
import { audioType, durationSeconds } from './podcast/audio';
import { podcastEpisodeJsonLd } from './podcast/episode-json-ld';
import { EpisodeMeta } from './podcast/episode-meta';
import { formatDate } from '../ui/format';
import { episodePath, PODCAST_FEED_PATH, PODCAST_PATH } from './podcast/paths';

export { episodePath };

type Episode = Content['episodes'][number];

const trailFor = (episode: Episode) => [
  { label: 'Home', href: '/' },
  { label: 'Podcast', href: PODCAST_PATH },
  { label: episode.title, href: episodePath(episode.slug) },
];

export default definePage<{ slug: string }>({
  routes: (content) =>
    content.episodes.map((episode) => ({ path: episodePath(episode.slug), props: { slug: episode.slug } })),
  head: ({ slug }, { content, siteUrl }) => {
    const episode = bySlug(content.episodes, slug);
    return {
      title: episode.title,
      description: episode.description,
      lastmod: episode.date,
      feeds: [{ title: content.podcastIndex.show.name, href: PODCAST_FEED_PATH }],
      search: { kind: 'Podcast', title: episode.title, context: formatDate(episode.date) },
      card: { kind: 'Podcast episode' },
      jsonLd: [podcastEpisodeJsonLd(episode, content, siteUrl), breadcrumbJsonLd(trailFor(episode), siteUrl)],
    };
  },
  Page: PodcastEpisode,
});

function PodcastEpisode({ slug }: { slug: string }) {
  const { content } = useSite();
  const episode = bySlug(content.episodes, slug);
  const others = othersNewestFirst(content.episodes, slug);
  const megabytes = Math.round(episode.audioBytes / 1_000_000);
  return (
    <PageShell>
      <PageHero
        trail={trailFor(episode)}
        eyebrow={content.podcastIndex.show.name}
        title={episode.title}
        aside={
          <section
            aria-labelledby="listen-title"
            className="min-w-0 rounded-3xl bg-white p-6 shadow-xl shadow-ink/5 ring-1 ring-line sm:p-8"
          >
            <h2 id="listen-title" className="flex items-center gap-2.5 text-lg font-semibold">
              <Icon name="headphones" className="size-5 text-accent" />
              Listen to the episode
            </h2>
            <div className="mt-5">
              <Island
                name="audio-player"
                component={AudioPlayer}
                props={{
                  src: episode.audioUrl,
                  type: audioType(episode),
                  title: episode.title,
                  durationSeconds: durationSeconds(episode.duration),
                  files: audioPlayerFiles,
                }}
              />
            </div>
            <p className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm">
              <a
                href={episode.audioUrl}
                className="inline-flex items-center gap-1.5 font-medium text-accent hover:text-accent-strong"
              >
                <Icon name="download" className="size-4" />
                Download the audio ({megabytes} MB)
              </a>
              <a
                href={PODCAST_FEED_PATH}
                className="inline-flex items-center gap-1.5 font-medium text-accent hover:text-accent-strong"
              >
                <Icon name="rss" className="size-4" />
                Subscribe by RSS
              </a>
            </p>
          </section>
        }
      >
        <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{episode.description}</p>
        <EpisodeMeta date={episode.date} duration={episode.duration} className="mt-6 !text-[15px]" />
      </PageHero>

      <div className="container-site grid gap-12 pb-16 sm:pb-24 lg:grid-cols-[minmax(0,48rem)_1fr] lg:gap-16">
        {episode.guests.length > 0 && (
          <section aria-labelledby="guests-title" className="lg:col-start-2 lg:row-start-1">
            <h2 id="guests-title" className="text-2xl font-semibold">
              Guests
            </h2>
            <ul className="mt-5 space-y-3">
              {episode.guests.map((guest) => (
                <li key={guest.speaker} className="flex gap-3 rounded-2xl border border-line p-4">
                  <Icon name="mic" className="mt-0.5 size-5 shrink-0 text-accent" />
                  <span>
                    <span className="block font-semibold">{guest.speaker}</span>
                    <span className="block text-[15px] text-muted">{guest.about}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="notes-title" className="lg:col-start-1 lg:row-start-1">
          <h2 id="notes-title" className="text-2xl font-semibold">
            Show notes
          </h2>
          <div className={`mt-5 ${proseClasses}`} dangerouslySetInnerHTML={{ __html: episode.html }} />
        </section>
        {episode.transcript && <Transcript text={episode.transcript} />}
      </div>

      {others.length > 0 && (
        <Section tone="sand" labelledBy="more-episodes-title">
          <SectionHeading id="more-episodes-title" heading="More episodes" />
          <ul className="grid gap-5 md:grid-cols-3">
            {others.map((other) => (
              <li key={other.slug}>
                <Card title={other.title} href={episodePath(other.slug)} linkLabel="Listen">
                  <EpisodeMeta date={other.date} duration={other.duration} className="mb-3" />
                  <p>{other.description}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <ClosingCta heading={content.podcastIndex.cta.heading} body={content.podcastIndex.cta.body} />
    </PageShell>
  );
}

/** The episode's words, for those who cannot or would rather not listen (WCAG 2.2, 1.2.1). */
function Transcript({ text }: { text: string }) {
  return (
    <section aria-labelledby="transcript-title" className="lg:col-start-1">
      <h2 id="transcript-title" className="text-2xl font-semibold">
        Transcript
      </h2>
      <div className={`mt-5 ${proseClasses}`}>
        {text.split(/\n\s*\n/).map((paragraph, i) => {
          const turn = /^([^:\n]{1,60}):\s+([\s\S]*)$/.exec(paragraph.trim());
          return (
            <p key={i}>
              {turn ? (
                <>
                  <strong>{turn[1]}:</strong> {turn[2]}
                </>
              ) : (
                paragraph.trim()
              )}
            </p>
          );
        })}
      </div>
    </section>
  );
}
