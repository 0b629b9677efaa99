/**
 * What `npm run new` can add to the agency's content: a post, an episode or a job (a file each), a
 * city (an item of its state's file) or a device (an item of its brand's file).
 */
import { cityFacts, factsForData } from './city-facts';
import { addDays, type ScaffoldKinds, toBeWritten } from '../../build';
import { postPath } from '../pages/blog/paths';
import { jobPath } from '../pages/careers-job/paths';
import { devicePath } from '../pages/industries/paths';
import { cityPath } from '../pages/locations/paths';
import { episodePath } from '../pages/podcast/paths';

/** A new posting is open this long unless the editor sets validThrough otherwise. */
const POSTING_OPEN_DAYS = 90;

export const scaffolds: ScaffoldKinds = {
  post: {
    collection: 'posts',
    optional: ['date'],
    values: (r) => ({ title: r.title, date: r.options.date ?? r.today }),
    body: toBeWritten('article', ', in Markdown'),
    page: (slug) => postPath(slug),
  },
  // The feed announces the audio file with its length: no stand-in values for those.
  episode: {
    collection: 'episodes',
    required: ['duration', 'audio-url', 'audio-bytes'],
    optional: ['date', 'guest'],
    values: (r) => ({
      title: r.title,
      date: r.options.date ?? r.today,
      duration: r.options.duration,
      audioUrl: r.options['audio-url'],
      audioBytes: Number(r.options['audio-bytes']),
      guests: r.options.guest
        ? [{ speaker: r.options.guest, about: toBeWritten('guest description', ', by role and practice type') }]
        : [],
    }),
    body: toBeWritten('show notes', ', in Markdown'),
    page: (slug) => episodePath(slug),
  },
  job: {
    collection: 'jobs',
    optional: ['department', 'type', 'salary', 'date'],
    values: (r) => ({
      title: r.title,
      department: r.options.department,
      location: 'Remote',
      type: r.options.type ?? 'Full-Time',
      salary: r.options.salary ?? 'Competitive',
      datePosted: r.options.date ?? r.today,
      validThrough: addDays(r.options.date ?? r.today, POSTING_OPEN_DAYS),
    }),
    page: (slug) => jobPath(slug),
  },
  city: {
    collection: 'locations',
    required: ['state', 'county'],
    optional: ['metro'],
    into: { option: 'state', list: 'cities' },
    // Its public facts from the datasets scripts/import-city-facts.ts reads, when they know the city.
    values: (r, slug, _, state) => ({
      name: r.title,
      slug,
      county: r.options.county,
      metro: r.options.metro,
      facts: factsForData(cityFacts(r.title, String(state?.abbreviation))),
    }),
    page: (slug, state) => cityPath({ slug: state! }, { slug }),
  },
  device: {
    collection: 'brands',
    required: ['brand'],
    optional: ['icon'],
    into: { option: 'brand', list: 'devices' },
    // An icon like the brand's other devices', until the editor picks one.
    values: (r, slug, siblings) => ({ slug, name: r.title, icon: r.options.icon ?? siblings[0]?.icon }),
    page: (slug, brand) => devicePath(brand!, slug),
  },
};
