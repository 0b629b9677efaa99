/**
 * Structured data gate: every JSON-LD block parses and carries the properties Google requires (or
 * needs to show a rich result) for its type. The templates build these objects typed by schema-dts;
 * this checks the output.
 */
type Json = Record<string, unknown>;

const has = (o: Json, key: string) => o[key] !== undefined && o[key] !== null && o[key] !== '';
const list = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : v && typeof v === 'object' ? [v as Json] : []);

/** Required properties per type; a function for the checks a list of names cannot say. */
export const requirements: Record<string, (o: Json) => string[]> = {
  Organization: (o) => missing(o, ['name', 'url', 'logo']),
  WebSite: (o) => missing(o, ['name', 'url']),
  WebPage: (o) => missing(o, ['name', 'url']),
  AboutPage: (o) => missing(o, ['name', 'url']),
  ContactPage: (o) => missing(o, ['name', 'url']),
  Service: (o) => [
    ...missing(o, ['name', 'description', 'provider']),
    ...list(o.offers).flatMap((offer, i) => missing(offer, ['price', 'priceCurrency']).map((m) => `offers[${i}].${m}`)),
  ],
  BreadcrumbList: (o) => {
    const items = list(o.itemListElement);
    if (items.length === 0) return ['itemListElement'];
    return items.flatMap((item, i) => [
      ...missing(item, ['position', 'name']).map((m) => `itemListElement[${i}].${m}`),
      ...(item.position !== i + 1 ? [`itemListElement[${i}].position (expected ${i + 1})`] : []),
      ...(i < items.length - 1 && !has(item, 'item') ? [`itemListElement[${i}].item`] : []),
    ]);
  },
  FAQPage: (o) => {
    const questions = list(o.mainEntity);
    if (questions.length === 0) return ['mainEntity'];
    return questions.flatMap((q, i) => [
      ...(q['@type'] !== 'Question' ? [`mainEntity[${i}].@type Question`] : []),
      ...missing(q, ['name']).map((m) => `mainEntity[${i}].${m}`),
      ...(has(list(q.acceptedAnswer)[0] ?? {}, 'text') ? [] : [`mainEntity[${i}].acceptedAnswer.text`]),
    ]);
  },
  JobPosting: (o) => [
    ...missing(o, ['title', 'description', 'datePosted', 'hiringOrganization', 'employmentType']),
    ...(has(o, 'jobLocation') || has(o, 'applicantLocationRequirements')
      ? []
      : ['jobLocation or applicantLocationRequirements']),
  ],
  BlogPosting: (o) => missing(o, ['headline', 'datePublished', 'author']),
  PodcastEpisode: (o) => missing(o, ['name', 'url', 'datePublished']),
  DefinedTermSet: (o) => {
    const terms = list(o.hasDefinedTerm);
    if (terms.length === 0) return ['hasDefinedTerm'];
    return [
      ...missing(o, ['name']),
      ...terms.flatMap((t, i) => missing(t, ['name', 'description']).map((m) => `hasDefinedTerm[${i}].${m}`)),
    ];
  },
};

function missing(o: Json, keys: string[]): string[] {
  return keys.filter((k) => !has(o, k));
}

export interface StructuredDataResult {
  types: string[];
  problems: string[];
}

export function checkStructuredData(route: string, html: string): StructuredDataResult {
  const types: string[] = [];
  const problems: string[] = [];
  for (const [i, match] of [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].entries()) {
    let data: Json;
    try {
      data = JSON.parse(match[1]!) as Json;
    } catch (error) {
      problems.push(`${route}: JSON-LD block ${i + 1} does not parse: ${(error as Error).message}`);
      continue;
    }
    const type = String(data['@type']);
    types.push(type);
    if (data['@context'] !== 'https://schema.org')
      problems.push(`${route}: ${type} has @context '${String(data['@context'])}', expected https://schema.org`);
    const check = requirements[type];
    if (!check) {
      problems.push(`${route}: JSON-LD type '${type}' is not one the site knows how to check`);
      continue;
    }
    for (const property of check(data)) problems.push(`${route}: ${type} is missing ${property}`);
  }
  return { types, problems };
}
