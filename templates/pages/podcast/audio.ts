/** Facts about an episode's audio that the page, the structured data and the feed all need. */
import type { Content } from '../../content/collections';

type Episode = Content['episodes'][number];

/** Seconds in a duration written as mm:ss (minutes may exceed 59: '75:10'). */
export function durationSeconds(duration: string): number {
  const [minutes = 0, seconds = 0] = duration.split(':').map(Number);
  return minutes * 60 + seconds;
}

/** ISO 8601 duration for structured data: '52:30' -> 'PT52M30S'. */
export function isoDuration(duration: string): string {
  const total = durationSeconds(duration);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds || total === 0 ? `${seconds}S` : ''}`;
}

/** The formats podcast apps accept for audio, by file extension. */
const AUDIO_TYPES: Record<string, string> = { mp3: 'audio/mpeg', m4a: 'audio/x-m4a', aac: 'audio/aac' };

export function audioType(episode: Episode): string {
  const extension = new URL(episode.audioUrl).pathname.split('.').pop()?.toLowerCase() ?? '';
  const type = AUDIO_TYPES[extension];
  if (!type)
    throw new Error(
      `${episode.file}: audioUrl must end in .${Object.keys(AUDIO_TYPES).join(', .')}; podcast apps play no other audio`,
    );
  return type;
}
