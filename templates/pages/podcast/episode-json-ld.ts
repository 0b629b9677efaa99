/** PodcastEpisode structured data: the episode, its audio and the series it belongs to. */
import type { PodcastEpisode, WithContext } from 'schema-dts';
import type { Content } from '../../content/collections';
import { audioType, isoDuration } from './audio';
import { episodePath, PODCAST_FEED_PATH, PODCAST_PATH } from './paths';

type Episode = Content['episodes'][number];

export function podcastEpisodeJsonLd(episode: Episode, content: Content, siteUrl: string): WithContext<PodcastEpisode> {
  const url = `${siteUrl}${episodePath(episode.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: episode.title,
    description: episode.description,
    url,
    datePublished: episode.date,
    timeRequired: isoDuration(episode.duration),
    inLanguage: content.site.language,
    associatedMedia: {
      '@type': 'MediaObject',
      contentUrl: episode.audioUrl,
      encodingFormat: audioType(episode),
      contentSize: String(episode.audioBytes),
      duration: isoDuration(episode.duration),
    },
    partOfSeries: {
      '@type': 'PodcastSeries',
      name: content.podcastIndex.show.name,
      url: `${siteUrl}${PODCAST_PATH}`,
      webFeed: `${siteUrl}${PODCAST_FEED_PATH}`,
    },
    publisher: { '@type': 'Organization', '@id': `${siteUrl}/#organization`, name: content.site.brand },
  };
}
