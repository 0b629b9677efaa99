/**
 * The problems the agency site's own checks report (templates/content/checks.ts), by permanent name,
 * beside the generator's catalogue (build/error-catalogue.ts).
 */
import { defineProblems } from '../../build/problems';

export const siteProblems = defineProblems({
  ServiceWithoutPricing: {
    title: 'A service has no pricing file',
    message: (slug: string) => `service '${slug}' has no pricing file: add data/pricing/${slug}.yaml`,
  },
  PricingWithoutService: {
    title: 'A pricing file prices no service',
    message: (slug: string) => `prices a service that does not exist: there is no data/services/${slug}.yaml`,
  },
  UnknownService: {
    title: 'A service that does not exist',
    message: (slug: string, known: string) => `unknown service '${slug}'; known services: ${known}`,
  },
  DuplicateStateSlug: {
    title: 'Two states with one slug',
    message: (slug: string, first: string) => `duplicate state slug '${slug}': ${first} already uses it`,
  },
  UnknownState: {
    title: 'A state that does not exist',
    message: (slug: string) => `unknown state '${slug}'; add data/locations/${slug}.yaml or fix the slug`,
  },
  CityNotInState: {
    title: 'A city its state does not list',
    message: (city: string, state: string, file: string) => `'${city}' is not a city of ${state} (${file})`,
  },
  ReservedSlug: {
    title: "A slug another page's address already uses",
    message: (what: string, slug: string, reserved: string) =>
      `${what} slug '${slug}' is reserved: /industries/.../${slug}/ is a catalogue or service page (reserved: ${reserved})`,
  },
  PostingClosing: {
    title: 'A job posting closes soon',
    message: (date: string, days: number) =>
      days < 0
        ? `this posting closed on ${date}: search engines no longer list it; set a later validThrough or remove the posting`
        : `this posting closes on ${date}, in ${days} day${days === 1 ? '' : 's'}: set a later validThrough, or remove the posting when the role is filled`,
  },
  TranscriptMissing: {
    title: 'An episode without a transcript',
    message: () => 'this episode has audio but no transcript; add one for visitors who cannot listen (WCAG 2.2, 1.2.1)',
  },
});
