/**
 * The site search's two controls (client/islands/search.ts): the header's, which opens the search over
 * the page and without JavaScript is a link to the site index; and the city finder, which searches the
 * cities and states in place and without JavaScript sends its words to the site index's places.
 */
import { SEARCH_INDEX_FILE } from '../../build';
import { siteIndexPath } from '../pages/site-index/paths';
import { Icon } from './icon';
import { ScriptIsland } from '../../build';

const INDEX_URL = `/${SEARCH_INDEX_FILE}`;

/** The header's search: a pill at wide widths, a row of the 'Menu' sheet on narrow ones (`variant`). */
export function SearchControl({ variant }: { variant: 'bar' | 'sheet' }) {
  return (
    <ScriptIsland
      name="search"
      load="interaction"
      data={variant === 'bar' ? { index: INDEX_URL, shortcut: '/' } : { index: INDEX_URL }}
      className={variant === 'bar' ? 'hidden lg:block' : 'mb-4'}
    >
      {variant === 'bar' ? (
        <a
          href={siteIndexPath}
          data-opens=""
          aria-keyshortcuts="/"
          className="inline-flex h-11 items-center gap-2 rounded-full border border-line px-3.5 text-[15px] font-medium text-muted hover:border-ink/30 hover:text-ink"
        >
          <Icon name="search" className="size-[18px]" />
          Search
          <kbd className="hidden rounded border border-line px-1.5 font-sans text-xs xl:inline">/</kbd>
        </a>
      ) : (
        <a
          href={siteIndexPath}
          data-opens=""
          className="flex items-center gap-3 rounded-xl border border-line px-3 py-3 text-base font-medium text-muted hover:bg-sand"
        >
          <Icon name="search" className="size-5" />
          Search the site
        </a>
      )}
    </ScriptIsland>
  );
}

/** The /locations/ hero's city finder: over the pages of `kinds` only. */
export function CityFinder({
  kinds,
  label,
  hint,
  submit,
}: {
  kinds: string[];
  label: string;
  hint: string;
  submit: string;
}) {
  return (
    <ScriptIsland
      name="search"
      load="interaction"
      data={{ index: INDEX_URL, mode: 'finder', kinds: kinds.join(',') }}
      className="relative mt-8 max-w-xl"
    >
      <form action={`${siteIndexPath}#places`} method="get">
        <label htmlFor="city-finder" className="mb-2 block font-semibold text-ink">
          {label}
        </label>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
            />
            <input
              id="city-finder"
              name="q"
              type="search"
              autoComplete="off"
              spellCheck={false}
              placeholder={hint}
              className="h-14 w-full rounded-2xl border border-line bg-white pr-4 pl-12 text-base text-ink shadow-sm placeholder:text-muted focus:border-accent focus:outline-3 focus:outline-accent/30"
            />
            {/* The list of results: named and shown by the script (a list box means nothing before it). */}
            <ul
              data-label="Cities and states"
              className="absolute inset-x-0 top-full z-30 mt-2 hidden max-h-96 overflow-y-auto rounded-2xl border border-line bg-white p-2 shadow-xl"
            />
          </div>
          <button
            type="submit"
            className="h-14 shrink-0 rounded-2xl bg-ink px-5 text-[15px] font-semibold text-white hover:bg-ink-2"
          >
            {submit}
          </button>
        </div>
        <p role="status" className="sr-only" />
      </form>
    </ScriptIsland>
  );
}
