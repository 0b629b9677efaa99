/**
 * files(make): further files made from the whole content (feeds, a manifest). What making them reads is
 * noted as a page's reads are, and they are made again only when that changed.
 */
import type { SiteFile } from '../plugin';
import { recordReads } from '../render/reads';
import { definePlugin, keepFor, keptBy } from '../stages/run';

const NAME = 'files';
type Kept = { files: SiteFile[]; reads: string[] };

export function files<C>(make: (content: C, siteUrl: string) => SiteFile[]) {
  return definePlugin({
    name: NAME,
    files(run) {
      const kept = keptBy<Kept>(run, NAME);
      const made: Kept =
        kept && run.usable.shared === run.state.shared && !kept.reads.some((read) => run.changed(read))
          ? kept
          : (() => {
              const result = recordReads(() => make(run.tracked as C, run.siteUrl));
              return { files: result.value, reads: [...result.reads] };
            })();
      keepFor(run, NAME, made);
      run.state.pluginReads = [...(run.state.pluginReads ?? []), ...made.reads];
      return made.files;
    },
  });
}
