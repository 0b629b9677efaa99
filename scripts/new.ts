/**
 * npm run new -- <kind> "<title>" [options]: new content of a kind the site offers (SiteConfig.scaffolds),
 * valid as written, with its slug made from the title. It prints the file and the fields still to write.
 *   npm run new -- post "Botox Pricing Pages That Convert" [--date 2026-12-01]
 *   npm run new -- episode "Title" --duration 45:00 --audio-url https://... --audio-bytes 42400000 [--date ...] [--guest "Practice manager"]
 *   npm run new -- job "SEO Specialist" [--department SEO] [--type Full-Time] [--salary Competitive]
 *   npm run new -- city "Round Rock" --state texas --county "Williamson County" [--metro "Greater Austin"]
 *   npm run new -- device "Morpheus8 Body" --brand inmode [--icon zap]
 */
import path from 'node:path';
import { ScaffoldError, scaffold, writeScaffold } from '../build/content/scaffold';
import { loadSite, siteModulePath } from './site-module';

const site = await loadSite();
const kinds = site.scaffolds ?? {};
if (Object.keys(kinds).length === 0) {
  console.error(
    `npm run new: ${path.relative(process.cwd(), siteModulePath())} declares nothing to add (its scaffolds); write the data file by hand.`,
  );
  process.exit(1);
}
// `--name value` options, whatever names the site's kinds take; the rest is the kind and the title.
const options: Record<string, string | undefined> = {};
const positionals: string[] = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (!arg.startsWith('--')) positionals.push(arg);
  else if (args[i + 1] === undefined || args[i + 1]!.startsWith('--')) {
    console.error(`npm run new: ${arg} needs a value (${arg} "...")`);
    process.exit(1);
  } else options[arg.slice(2)] = args[++i];
}
const [kind, ...words] = positionals;
const title = words.join(' ').trim();
if (!kind || !(kind in kinds) || !title) {
  console.error(`Usage: npm run new -- ${Object.keys(kinds).join('|')} "Title" [options] (see scripts/new.ts)`);
  process.exit(1);
}

const dataDir = path.resolve(process.env.DATA_DIR || site.dataDir);
try {
  const made = scaffold(site.collections, kinds, dataDir, {
    kind,
    title,
    options,
    today: new Date().toISOString().slice(0, 10),
  });
  writeScaffold(dataDir, made);
  const shown = `${path.basename(dataDir)}/${made.file}`;
  console.log(`${made.parent ? `Added '${title}' to` : 'Created'} ${shown}; its page will be ${made.page}`);
  if (made.toWrite.length)
    console.log(`Still to write (each holds a sentence saying what goes there): ${made.toWrite.join(', ')}.`);
  console.log('Preview it with npm run dev.');
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(`\nnpm run new: ${error.message}\n`);
  process.exit(1);
}
