/**
 * search(): the search index every page's head makes (build/emit/search-index.ts), as one file the
 * site's search island loads.
 */
import { renderSearchIndex, SEARCH_INDEX_FILE } from '../emit/search-index';
import { definePlugin } from '../stages/run';

export const search = () =>
  definePlugin({
    name: 'search',
    files: (run) => (run.search.length ? [{ file: SEARCH_INDEX_FILE, data: renderSearchIndex(run.search) }] : []),
  });
