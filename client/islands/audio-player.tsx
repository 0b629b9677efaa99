/**
 * The episode's audio player. The server renders a native <audio controls
 * preload="none">, which plays the episode before and without JavaScript. Plyr, from its CDN, pinned and
 * checked by Subresource Integrity, takes over only on demand: when the player scrolls into view or the
 * visitor presses play, whichever comes first; its files are requested once per page. The player is
 * destroyed on pagehide (an unload listener would keep the page out of the back-forward cache) and
 * built again when the page comes back from that cache.
 */
import { useEffect, useRef } from 'react';
import { type CdnFile, loadScript, loadStylesheet } from '../cdn-files';

export interface AudioPlayerProps {
  src: string;
  /** MIME type of the audio, e.g. audio/mpeg. */
  type: string;
  title: string;
  /** Shown before the audio's metadata has loaded, which preload="none" postpones until play. */
  durationSeconds: number;
  /** Plyr's files on its CDN (templates/third-party.ts). */
  files: { script: CdnFile; stylesheet: CdnFile; iconUrl: string };
}

export default function AudioPlayer({ src, type, title, durationSeconds, files }: AudioPlayerProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => enhanceOnDemand(host.current!, files, durationSeconds), [files, durationSeconds]);
  return (
    // The range inputs are 24 px tall (4 px + 16 px thumb + 4 px), the least WCAG 2.2 allows for a touch target.
    <div
      ref={host}
      data-player="native"
      className="[--plyr-color-main:var(--color-accent)] [--plyr-range-thumb-active-shadow-width:4px] [--plyr-range-thumb-height:16px]"
    >
      {/* biome-ignore lint/a11y/useMediaCaption: audio-only content; WCAG 1.2.1 asks for a transcript beside the player, not a captions track (episodes have show notes, no transcript yet) */}
      <audio controls preload="none" className="w-full" aria-label={`Episode audio: ${title}`}>
        <source src={src} type={type} />
        <a href={src}>Download the episode audio</a>
      </audio>
    </div>
  );
}

interface Plyr {
  destroy(): void;
}
type PlyrConstructor = new (media: HTMLMediaElement, options: Record<string, unknown>) => Plyr;

/** Loads Plyr's stylesheet and script, once per page whatever the number of players. */
async function loadPlyr(files: AudioPlayerProps['files']): Promise<PlyrConstructor> {
  await Promise.all([loadStylesheet(files.stylesheet), loadScript(files.script)]);
  const Plyr = (window as unknown as { Plyr?: PlyrConstructor }).Plyr;
  if (!Plyr) throw new Error(`${files.script.url} loaded but defined no Plyr`);
  return Plyr;
}

/** Waits for the first sign the visitor wants the player, then swaps the native controls for Plyr's. Returns the cleanup. */
function enhanceOnDemand(host: HTMLElement, files: AudioPlayerProps['files'], durationSeconds: number): () => void {
  let player: Plyr | undefined;
  let demanded = false;
  let shown = true;

  const build = (Plyr: PlyrConstructor) => {
    const media = host.querySelector('audio');
    if (player || !shown || !media) return;
    player = new Plyr(media, {
      iconUrl: files.iconUrl,
      // On destroy Plyr points the media at this file to cancel downloads. Its default is a video on
      // its CDN, which media-src does not allow; an empty source cancels the same way with no request.
      blankVideo: '',
      duration: durationSeconds,
      // Few controls, so the progress bar stays long on a phone: speed is in settings, volume is the device's.
      controls: ['play', 'progress', 'current-time', 'duration', 'mute', 'settings'],
      settings: ['speed'],
      speed: { selected: 1, options: [0.75, 1, 1.25, 1.5, 1.75, 2] },
      seekTime: 15,
      invertTime: false,
    });
    host.dataset.player = 'plyr';
  };
  const fail = (error: unknown) => {
    // The native controls stay and keep working.
    window.dispatchEvent(new CustomEvent('island:error', { detail: { name: 'audio-player', error } }));
  };
  const demand = () => {
    if (demanded) return;
    demanded = true;
    observer.disconnect();
    loadPlyr(files).then(build, fail);
  };

  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) demand();
  });
  observer.observe(host);
  // Media events do not bubble: listen in the capture phase. Play may also have started before hydration.
  host.addEventListener('play', demand, true);
  if (host.querySelector('audio')?.paused === false) demand();

  const destroy = () => {
    shown = false;
    player?.destroy();
    player = undefined;
    host.dataset.player = 'native';
  };
  const restore = (event: PageTransitionEvent) => {
    shown = true;
    if (event.persisted && demanded) loadPlyr(files).then(build, fail);
  };
  window.addEventListener('pagehide', destroy);
  window.addEventListener('pageshow', restore);
  return () => {
    observer.disconnect();
    host.removeEventListener('play', demand, true);
    window.removeEventListener('pagehide', destroy);
    window.removeEventListener('pageshow', restore);
    destroy();
  };
}
