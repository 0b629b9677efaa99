/**
 * What only the whole of the agency's content can tell: services and their pricing files name each
 * other, the home page's cards and the popular cities name what exists, no catalogue item takes an
 * address a list or service page owns, the city and state copy uses no phrase a practice could not
 * publish; and, as warnings, a job posting about to close and an episode without a transcript.
 */
import type { Check } from '../../build';
import { CATALOGUE_SEGMENTS } from './catalogue-segments';
import type { Content } from './collections';
import { compliancePhrasesIn } from './compliance-phrases';
import { siteProblems as problems } from './problems';

/** A posting is announced this many days before it closes. */
const POSTING_WARNING_DAYS = 14;

const servicesAndPricing: Check<Content> = ({ content, error }) => {
  const serviceSlugs = new Set(content.services.map((s) => s.slug));
  const priced = new Set(content.pricing.map((p) => p.slug));
  for (const service of content.services)
    if (!priced.has(service.slug)) error(problems.ServiceWithoutPricing, service, [], service.slug);
  for (const pricing of content.pricing)
    if (!serviceSlugs.has(pricing.slug)) error(problems.PricingWithoutService, pricing, [], pricing.slug);
  content.home.services.cards.forEach((slug, i) => {
    if (!serviceSlugs.has(slug))
      error(problems.UnknownService, content.home.services.cards, [i], slug, [...serviceSlugs].join(', '));
  });
};

/** State slugs are unique across files, and every popular city names a state and city that exist. */
const locations: Check<Content> = ({ content, error }) => {
  const states = new Map<string, Content['locations'][number]>();
  for (const state of content.locations) {
    const first = states.get(state.slug);
    if (first) error(problems.DuplicateStateSlug, state, ['slug'], state.slug, first.file);
    else states.set(state.slug, state);
  }
  content.locationsIndex.popular.forEach((popular, i) => {
    const state = states.get(popular.state);
    if (!state) error(problems.UnknownState, content.locationsIndex.popular, [i, 'state'], popular.state);
    else if (!state.cities.some((c) => c.slug === popular.city)) {
      error(problems.CityNotInState, content.locationsIndex.popular, [i, 'city'], popular.city, state.name, state.file);
    }
  });
};

/** Brand, device and procedure slugs may not take a URL segment that a catalogue list or service page owns. */
const reservedSlugs: Check<Content> = ({ content, error }) => {
  const reserved = new Set<string>([...Object.values(CATALOGUE_SEGMENTS), ...content.services.map((s) => s.slug)]);
  const list = [...reserved].sort().join(', ');
  for (const brand of content.brands) {
    if (reserved.has(brand.slug)) error(problems.ReservedSlug, brand, [], 'the brand', brand.slug, list);
    brand.devices.forEach((d, i) => {
      if (reserved.has(d.slug)) error(problems.ReservedSlug, brand, ['devices', i, 'slug'], 'device', d.slug, list);
    });
  }
  for (const procedures of content.procedures) {
    procedures.procedures.forEach((p, i) => {
      if (reserved.has(p.slug))
        error(problems.ReservedSlug, procedures, ['procedures', i, 'slug'], 'procedure', p.slug, list);
    });
  }
};

/** Each phrase of the compliance list in a state's market paragraph or a city's own, at the phrase. */
const compliantWording: Check<Content> = ({ content, errorInText }) => {
  const check = (at: object, key: string, value: string) => {
    for (const found of compliancePhrasesIn(value))
      errorInText(problems.UnpublishablePhrase, at, [key], { value, ...found }, found.text, found.rule.instead);
  };
  for (const state of content.locations) {
    check(state, 'market', state.market);
    for (const city of state.cities) check(city, 'about', city.about);
  }
};

/** Search engines drop a posting after its validThrough: the editor hears of it two weeks ahead. */
const postingsClosing: Check<Content> = ({ content, today, warn }) => {
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  for (const job of content.jobs) {
    const days = day(job.validThrough) - day(today);
    if (days <= POSTING_WARNING_DAYS) warn(problems.PostingClosing, job, ['validThrough'], job.validThrough, days);
  }
};

/** Audio needs a text alternative (WCAG 2.2, 1.2.1). */
const transcripts: Check<Content> = ({ content, warn }) => {
  for (const episode of content.episodes)
    if (!episode.transcript) warn(problems.TranscriptMissing, episode, ['transcript']);
};

export const checks = [servicesAndPricing, locations, reservedSlugs, compliantWording, postingsClosing, transcripts];
