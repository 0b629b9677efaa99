/**
 * The problems the agency site's own checks report (templates/content/checks.ts), by permanent name,
 * beside the generator's catalogue (build/error-catalogue.ts).
 */
import { defineProblems } from '../../build';

export const siteProblems = defineProblems({
  ServiceWithoutPricing: {
    title: 'A service has no pricing file',
    message: (slug: string) => `service '${slug}' has no pricing file: add data/pricing/${slug}.yaml`,
    hint: "Every service page shows its prices: create the pricing file, copying another service's as a start.",
  },
  PricingWithoutService: {
    title: 'A pricing file prices no service',
    message: (slug: string) => `prices a service that does not exist: there is no data/services/${slug}.yaml`,
    hint: "Rename the pricing file to match its service's file name, or delete it.",
  },
  UnknownService: {
    title: 'A service that does not exist',
    message: (slug: string, known: string) => `unknown service '${slug}'; known services: ${known}`,
    hint: 'Use the file name of a service in data/services/, without .yaml.',
  },
  DuplicateStateSlug: {
    title: 'Two states with one slug',
    message: (slug: string, first: string) => `duplicate state slug '${slug}': ${first} already uses it`,
    hint: "Each state file's slug must be its own: fix the slug or merge the two files.",
  },
  UnknownState: {
    title: 'A state that does not exist',
    message: (slug: string) => `unknown state '${slug}'; add data/locations/${slug}.yaml or fix the slug`,
    hint: 'Use the file name of a state in data/locations/, without .yaml.',
  },
  CityNotInState: {
    title: 'A city its state does not list',
    message: (city: string, state: string, file: string) => `'${city}' is not a city of ${state} (${file})`,
    hint: "Use the slug of a city listed under cities: in that state's file, or add the city there first.",
  },
  ReservedSlug: {
    title: "A slug another page's address already uses",
    message: (what: string, slug: string, reserved: string) =>
      `${what} slug '${slug}' is reserved: /industries/.../${slug}/ is a catalogue or service page (reserved: ${reserved})`,
    hint: 'Pick another slug for this entry: that address belongs to a page the site already has.',
  },
  PostingClosing: {
    title: 'A job posting closes soon',
    message: (date: string, days: number) =>
      days < 0
        ? `this posting closed on ${date}: search engines no longer list it; set a later validThrough or remove the posting`
        : `this posting closes on ${date}, in ${days} day${days === 1 ? '' : 's'}: set a later validThrough, or remove the posting when the role is filled`,
    hint: 'Search engines drop a posting after its validThrough date; move it later while the role is open.',
  },
  UnpublishablePhrase: {
    title: 'A phrase a practice could not publish',
    message: (phrase: string, instead: string) => `'${phrase}': ${instead}`,
    hint: 'Rewrite the sentence as the message says; templates/content/compliance-phrases.ts lists each phrase and why.',
  },
  TranscriptMissing: {
    title: 'An episode without a transcript',
    message: () => 'this episode has audio but no transcript; add one for visitors who cannot listen (WCAG 2.2, 1.2.1)',
    hint: "Add a transcript: field to the episode's front matter with what is said, speaker by speaker.",
  },
});
