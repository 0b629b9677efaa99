/**
 * npm run new -- <kind> "<title>" [options]: a new post, episode, job, city or device, valid as written,
 * with its slug made from the title. It prints the file and the fields still to write.
 *   npm run new -- post "Botox Pricing Pages That Convert" [--date 2026-12-01]
 *   npm run new -- episode "Title" --duration 45:00 --audio-url https://... --audio-bytes 42400000 [--date ...] [--guest "Name, Role"]
 *   npm run new -- job "SEO Specialist" [--department SEO] [--type Full-Time] [--salary Competitive]
 *   npm run new -- city "Round Rock" --state texas --county "Williamson County" [--metro "Greater Austin"]
 *   npm run new -- device "Morpheus8 Body" --brand inmode [--icon zap]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SCAFFOLD_KINDS, ScaffoldError, scaffold, type ScaffoldKind } from '../build/content/scaffold';
import { postPath } from '../templates/pages/blog/paths';
import { devicePath } from '../templates/pages/industries/paths';
import { cityPath } from '../templates/pages/locations/paths';
import { episodePath } from '../templates/pages/podcast/paths';
import { jobPath } from '../templates/pages/careers-job';
import siteConfig from '../templates/site';

const text = { type: 'string' } as const;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    date: text,
    duration: text,
    'audio-url': text,
    'audio-bytes': text,
    guest: text,
    department: text,
    type: text,
    salary: text,
    state: text,
    county: text,
    metro: text,
    brand: text,
    icon: text,
  },
});
const [kind, ...words] = positionals;
const title = words.join(' ').trim();
if (!SCAFFOLD_KINDS.includes(kind as ScaffoldKind) || !title) {
  console.error(`Usage: npm run new -- ${SCAFFOLD_KINDS.join('|')} "Title" [options] (see scripts/new.ts)`);
  process.exit(1);
}

const dataDir = path.resolve(process.env.DATA_DIR || 'data');
try {
  const today = new Date().toISOString().slice(0, 10);
  const made = scaffold(dataDir, {
    kind: kind as ScaffoldKind,
    title,
    options: values,
    today,
    iconNames: siteConfig.iconNames,
  });
  mkdirSync(path.dirname(path.join(dataDir, made.file)), { recursive: true });
  writeFileSync(path.join(dataDir, made.file), made.text);
  const page = {
    post: postPath(made.slug),
    episode: episodePath(made.slug),
    job: jobPath(made.slug),
    city: cityPath({ slug: made.parent! }, made),
    device: devicePath(made.parent!, made.slug),
  }[kind as ScaffoldKind];
  console.log(
    `${kind === 'city' || kind === 'device' ? `Added '${title}' to` : 'Created'} data/${made.file}; its page will be ${page}`,
  );
  if (made.toWrite.length)
    console.log(`Still to write (each holds a sentence saying what goes there): ${made.toWrite.join(', ')}.`);
  console.log('Preview it with npm run dev.');
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(`\nnpm run new: ${error.message}\n`);
  process.exit(1);
}
