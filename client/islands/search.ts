/**
 * The site search, written without React so it stays small: a combobox (WAI-ARIA 1.2 pattern) over the
 * index the build writes (build/emit/search-index.ts), fetched the first time a visitor opens it.
 * Two forms share one engine: the header's control opens a dialog over the page (data-mode absent), and
 * a finder searches in place within some kinds of page (data-mode="finder", data-kinds="City,State").
 */
import MiniSearch, { type SearchResult } from 'minisearch';

interface Page {
  id: number;
  kind: string;
  title: string;
  path: string;
  context: string;
  terms: string;
}

interface Engine {
  search(query: string, kinds?: ReadonlySet<string>, limit?: number): Page[];
}

/** Letters as a person types them: lower case, accents off ('Avéli' is found as 'aveli'). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Words, and a name's letters apart from its digits ('morpheus8' is also 'morpheus'). */
const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u)
    .filter(Boolean);

/** One edit allowed from four letters, two from eight: 'scottsdal', 'morpheous'. */
const fuzzy = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

const engines = new Map<string, Promise<Engine>>();

function engineFor(url: string): Promise<Engine> {
  let engine = engines.get(url);
  if (!engine) {
    engine = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json() as Promise<{ kinds: string[]; pages: [number, string, string, string?, string[]?][] }>;
      })
      .then(makeEngine);
    engine.catch(() => engines.delete(url));
    engines.set(url, engine);
  }
  return engine;
}

function makeEngine(index: { kinds: string[]; pages: [number, string, string, string?, string[]?][] }): Engine {
  const pages: Page[] = index.pages.map(([kind, title, path, context = '', terms = []], id) => ({
    id,
    kind: index.kinds[kind]!,
    title,
    path,
    context,
    terms: terms.join(' '),
  }));
  // A kind with few pages names broad pages (a state, a service): on a tie they come before one of many.
  const perKind = new Map<string, number>();
  for (const page of pages) perKind.set(page.kind, (perKind.get(page.kind) ?? 0) + 1);
  const weight = (page: Page) => 1 + 1 / Math.log2(perKind.get(page.kind)! + 1);
  const mini = new MiniSearch<Page>({
    fields: ['title', 'terms', 'context'],
    tokenize: words,
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 4, terms: 3, context: 1 },
      prefix: true,
      fuzzy,
      combineWith: 'AND',
      boostDocument: (id) => weight(pages[id as number]!),
    },
  });
  mini.addAll(pages);
  return {
    search(query, kinds, limit = 10) {
      const wanted = fold(query).trim().replace(/\s+/g, ' ');
      if (!wanted) return [];
      const exact = (page: Page) =>
        fold(page.title) === wanted || (page.terms !== '' && fold(page.terms).split(' ').includes(wanted));
      const found = mini.search(query, kinds ? { filter: (r: SearchResult) => kinds.has(pages[r.id]!.kind) } : {});
      // The page whose very name was typed comes first, whatever the scores of the words around it.
      return found
        .map((result) => ({ page: pages[result.id as number]!, score: result.score }))
        .sort((a, b) => Number(exact(b.page)) - Number(exact(a.page)) || b.score - a.score)
        .slice(0, limit)
        .map((r) => r.page);
    },
  };
}

let ids = 0;

/** Makes `input` a combobox over `list`; `announce` says the count. Returns what clears it and what takes the chosen result. */
function combobox(
  input: HTMLInputElement,
  list: HTMLUListElement,
  announce: HTMLElement,
  engine: () => Promise<Engine>,
  options: { kinds?: ReadonlySet<string>; limit: number; idle: string; escape(): void },
): { clear(): void; choose(): boolean } {
  const prefix = `search-${++ids}`;
  list.id ||= `${prefix}-list`;
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-expanded', 'false');
  list.setAttribute('role', 'listbox');
  if (list.dataset.label) list.setAttribute('aria-label', list.dataset.label);
  list.classList.remove('hidden');
  list.hidden = true;
  let results: Page[] = [];
  let active = -1;
  let asked = 0;

  const setActive = (index: number) => {
    const options = list.children;
    options[active]?.setAttribute('aria-selected', 'false');
    active = index;
    const option = options[active];
    if (option) {
      option.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const show = (query: string, found: Page[]) => {
    results = found;
    active = -1;
    input.removeAttribute('aria-activedescendant');
    list.replaceChildren(
      ...found.map((page, i) => {
        const option = document.createElement('li');
        option.id = `${prefix}-${i}`;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.className =
          'flex cursor-pointer flex-col gap-0.5 rounded-xl px-4 py-2.5 aria-selected:bg-sand hover:bg-sand/70';
        const title = document.createElement('span');
        title.className = 'font-semibold text-ink';
        title.textContent = page.title;
        const meta = document.createElement('span');
        meta.className = 'text-sm text-muted';
        const kind = document.createElement('span');
        kind.className = 'font-medium text-accent-strong';
        kind.textContent = page.kind;
        meta.append(kind, page.context ? ` · ${page.context}` : '');
        // A screen reader reads the option as one line: 'Scottsdale, City · Maricopa County, Arizona'.
        const pause = document.createElement('span');
        pause.className = 'sr-only';
        pause.textContent = ', ';
        option.append(title, pause, meta);
        option.addEventListener('pointerdown', (event) => event.preventDefault());
        option.addEventListener('click', () => go(page));
        return option;
      }),
    );
    const open = found.length > 0;
    list.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    announce.textContent = !query
      ? options.idle
      : open
        ? `${found.length === options.limit ? `Top ${found.length}` : found.length} result${found.length === 1 ? '' : 's'}`
        : `No page matches '${query}'. The site index lists every page.`;
  };

  const go = (page: Page) => location.assign(page.path);

  input.addEventListener('input', () => {
    const query = input.value.trim();
    const ask = ++asked;
    engine().then(
      (e) => {
        if (ask === asked) show(query, e.search(query, options.kinds, options.limit));
      },
      () => {
        announce.textContent = 'The search could not load. The site index lists every page.';
      },
    );
  });

  input.addEventListener('keydown', (event) => {
    const count = results.length;
    if (event.key === 'ArrowDown' && count) setActive((active + 1) % count);
    else if (event.key === 'ArrowUp' && count) setActive(active <= 0 ? count - 1 : active - 1);
    else if (event.key === 'Enter' && count) go(results[Math.max(active, 0)]!);
    // Escape closes the list first, then does what the form of search does (closes the dialog); a
    // search field would otherwise take it to empty itself.
    else if (event.key === 'Escape' && !list.hidden) show('', []);
    else if (event.key === 'Escape') options.escape();
    else return;
    event.preventDefault();
    event.stopPropagation();
  });

  // Words typed while the script was loading are searched at once.
  if (input.value.trim()) input.dispatchEvent(new Event('input'));
  return {
    clear: () => show('', []),
    choose() {
      const page = results[Math.max(active, 0)];
      if (page) go(page);
      return page !== undefined;
    },
  };
}

const SEARCH_ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" class="size-5 shrink-0 text-muted" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/></svg>';

let dialog: { open(opener: HTMLElement): void } | undefined;

/** The dialog the header's control opens: made the first time, the same for every control of the page. */
function searchDialog(indexUrl: string, siteIndex: string): { open(opener: HTMLElement): void } {
  const element = document.createElement('dialog');
  element.className =
    'search-dialog m-0 mx-auto mt-[8vh] w-[min(40rem,calc(100vw-1.5rem))] max-h-[80vh] overflow-hidden rounded-2xl border border-line bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/40';
  element.setAttribute('aria-label', 'Search the site');
  element.innerHTML = `<div class="flex max-h-[80vh] flex-col">
  <div class="flex items-center gap-3 border-b border-line px-4">${SEARCH_ICON}
    <input type="search" aria-label="Search the site" placeholder="A city, a device, an article…" autocomplete="off" spellcheck="false" enterkeyhint="go" class="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted">
    <button type="button" class="rounded-lg border border-line px-2 py-1 text-xs font-medium text-muted hover:bg-sand" aria-label="Close search">Esc</button>
  </div>
  <ul aria-label="Results" class="overflow-y-auto overscroll-contain p-2" hidden></ul>
  <p role="status" class="px-5 py-3 text-sm text-muted"></p>
  <p class="border-t border-line px-5 py-3 text-sm"><a class="font-medium text-accent-strong underline underline-offset-2" href="${siteIndex}">Every page, in the site index</a></p>
</div>`;
  document.body.append(element);
  const input = element.querySelector('input')!;
  const box = combobox(
    input,
    element.querySelector('ul')!,
    element.querySelector('[role="status"]')!,
    () => engineFor(indexUrl),
    {
      limit: 10,
      idle: 'Type a city, a state, a device, a treatment or an article.',
      escape: () => element.close(),
    },
  );
  let opener: HTMLElement | undefined;
  element.querySelector('button')!.addEventListener('click', () => element.close());
  // A press on the backdrop (the dialog itself, outside its box) closes it.
  element.addEventListener('click', (event) => {
    if (event.target === element) element.close();
  });
  element.addEventListener('close', () => {
    input.value = '';
    box.clear();
    opener?.focus();
  });
  return {
    open(from) {
      opener = from;
      element.showModal();
      input.focus();
      void engineFor(indexUrl).catch(() => {});
    },
  };
}

export default function enhance(root: HTMLElement): void {
  const indexUrl = root.dataset.index!;
  if (root.dataset.mode === 'finder') {
    const input = root.querySelector('input')!;
    const list = root.querySelector('ul')!;
    const status = root.querySelector<HTMLElement>('[role="status"]')!;
    const kinds = root.dataset.kinds ? new Set(root.dataset.kinds.split(',')) : undefined;
    const box = combobox(input, list, status, () => engineFor(indexUrl), {
      kinds,
      limit: 8,
      idle: '',
      escape: () => {
        input.value = '';
      },
    });
    input.addEventListener('blur', () => box.clear());
    // The finder's form goes to the site index; with results to choose from, its button takes the first.
    root.querySelector('form')?.addEventListener('submit', (event) => {
      if (box.choose()) event.preventDefault();
    });
    void engineFor(indexUrl).catch(() => {});
    return;
  }
  const link = root.querySelector<HTMLAnchorElement>('a[data-opens]')!;
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    dialog ??= searchDialog(indexUrl, link.getAttribute('href')!);
    dialog.open(link);
  });
}
