/** Checks that need every file loaded: references between collections, and placeholders. */
import type { Content } from './collections';
import { CATALOGUE_SEGMENTS } from './catalogue-segments';
import { errorAt, errorAtPiece } from './source';
import type { ContentError } from './errors';
import type { LoadedFile, PendingBody } from './load';
import { anyPricingToken, fill, pricingTokens, siteTokens, type Resolver, type TokenProblem } from './tokens';

type Path = (string | number)[];

export function crossCheck(content: Content, files: Map<string, LoadedFile>, bodies: PendingBody[]): ContentError[] {
  const errors: ContentError[] = [];
  const report = (file: string, path: Path, message: string) =>
    errors.push(errorAt(files.get(file)!.source, path, message));
  const fileOf = (value: unknown) => [...files].find(([, f]) => f.value === value)?.[0];

  const serviceSlugs = new Set(content.services.map((s) => s.slug));
  const pricingBySlug = new Map(content.pricing.map((p) => [p.slug, p]));
  for (const service of content.services) {
    if (!pricingBySlug.has(service.slug))
      report(service.file, [], `service '${service.slug}' has no pricing file: add data/pricing/${service.slug}.yaml`);
  }
  for (const pricing of content.pricing) {
    if (!serviceSlugs.has(pricing.slug))
      report(pricing.file, [], `prices a service that does not exist: there is no data/services/${pricing.slug}.yaml`);
  }
  const homeFile = fileOf(content.home);
  content.home.services.cards.forEach((slug, i) => {
    if (!serviceSlugs.has(slug) && homeFile) {
      report(
        homeFile,
        ['services', 'cards', i],
        `unknown service '${slug}'; known services: ${[...serviceSlugs].join(', ')}`,
      );
    }
  });

  checkLocations(content, report, fileOf);
  checkReservedSlugs(content, serviceSlugs, report, errors);

  // Placeholders: the site's everywhere; a service's FAQ answers may also quote its live prices.
  const site = siteTokens(content.site);
  for (const [file, { value }] of files) {
    const service = content.services.find((s) => s.file === file);
    const pricing = service ? pricingBySlug.get(service.slug) : content.pricing.find((p) => p.file === file);
    // A service's FAQ answers and its own tier notes may quote the pricing file's values.
    const quotesPricing = (path: Path) =>
      service ? path[0] === 'faq' && path[2] === 'answer' : path[0] === 'tiers' && path[2] === 'note';
    // Without its pricing file (reported above), a service's price placeholders are not reported one by one.
    const prices = pricing ? pricingTokens(pricing, pricing.file) : service ? anyPricingToken : undefined;
    const resolversFor = (path: Path): Resolver[] => (prices && quotesPricing(path) ? [site, prices] : [site]);
    // A misspelt placeholder is reported where it is written, even deep inside a multi-line text.
    fillTree(value, [], resolversFor, (path, text, problem) =>
      errors.push(
        errorAtPiece(
          files.get(file)!.source,
          path,
          text,
          { offset: problem.offset, text: problem.token },
          problem.message,
        ),
      ),
    );
  }
  for (const pending of bodies) {
    const filled = fill(pending.body, [site]);
    pending.body = filled.text;
    for (const p of filled.problems) {
      const before = pending.source.text.slice(0, pending.offset + p.offset);
      const line = before.split('\n').length;
      const column = before.length - before.lastIndexOf('\n');
      errors.push({ file: pending.source.file, line, column, path: '(body)', message: p.message });
    }
  }
  return errors;
}

/** State slugs are unique across files, and every popular city names a state and city that exist. */
function checkLocations(
  content: Content,
  report: (file: string, path: Path, message: string) => void,
  fileOf: (value: unknown) => string | undefined,
): void {
  const states = new Map<string, Content['locations'][number]>();
  for (const state of content.locations) {
    const first = states.get(state.slug);
    if (first) report(state.file, ['slug'], `duplicate state slug '${state.slug}': ${first.file} already uses it`);
    else states.set(state.slug, state);
  }
  const indexFile = fileOf(content.locationsIndex);
  if (!indexFile) return;
  content.locationsIndex.popular.forEach((popular, i) => {
    const state = states.get(popular.state);
    if (!state)
      report(
        indexFile,
        ['popular', i, 'state'],
        `unknown state '${popular.state}'; add data/locations/${popular.state}.yaml or fix the slug`,
      );
    else if (!state.cities.some((c) => c.slug === popular.city))
      report(indexFile, ['popular', i, 'city'], `'${popular.city}' is not a city of ${state.name} (${state.file})`);
  });
}

/** Brand, device and procedure slugs may not take a URL segment that a catalogue list or service page owns. */
function checkReservedSlugs(
  content: Content,
  serviceSlugs: ReadonlySet<string>,
  report: (file: string, path: Path, message: string) => void,
  errors: ContentError[],
): void {
  const reserved = new Set<string>([...Object.values(CATALOGUE_SEGMENTS), ...serviceSlugs]);
  const message = (kind: string, slug: string) =>
    `${kind} slug '${slug}' is reserved: /industries/.../${slug}/ is a catalogue or service page (reserved: ${[...reserved].sort().join(', ')})`;
  for (const brand of content.brands) {
    if (reserved.has(brand.slug))
      errors.push({ file: brand.file, line: 1, column: 1, path: '(file)', message: message('the brand', brand.slug) });
    brand.devices.forEach((d, i) => {
      if (reserved.has(d.slug)) report(brand.file, ['devices', i, 'slug'], message('device', d.slug));
    });
  }
  for (const list of content.procedures) {
    list.procedures.forEach((p, i) => {
      if (reserved.has(p.slug)) report(list.file, ['procedures', i, 'slug'], message('procedure', p.slug));
    });
  }
}

/** Entry bookkeeping added by the loader, not content. */
const META_KEYS = new Set(['slug', 'file', 'html']);

function fillTree(
  node: unknown,
  path: Path,
  resolversFor: (path: Path) => Resolver[],
  report: (path: Path, text: string, problem: TokenProblem) => void,
) {
  const visit = (value: unknown, at: Path, set: (v: string) => void) => {
    if (typeof value !== 'string') {
      fillTree(value, at, resolversFor, report);
      return;
    }
    const filled = fill(value, resolversFor(at));
    for (const p of filled.problems) report(at, value, p);
    set(filled.text);
  };
  // A text without a placeholder, a number or a boolean is left as it is, without a path and setter made for it.
  const plain = (value: unknown) =>
    typeof value === 'string' ? !value.includes('{') : value === null || typeof value !== 'object';
  if (Array.isArray(node)) {
    node.forEach((item, i) => {
      if (plain(item)) return;
      visit(item, [...path, i], (v) => {
        node[i] = v;
      });
    });
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if ((path.length === 0 && META_KEYS.has(key)) || plain(value)) continue;
      visit(value, [...path, key], (v) => {
        record[key] = v;
      });
    }
  }
}
