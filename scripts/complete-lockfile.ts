/**
 * The registry this project installs from lacks some other platforms' native packages (Biome's and
 * Tailwind's oxide for Android, Windows, macOS...), so `npm install` leaves them out of
 * package-lock.json and `npm ci` then refuses the lock file. This adds an entry for each missing
 * optional package; npm ci skips them on this platform. Run after changing dependencies:
 *   npx tsx scripts/complete-lockfile.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface Entry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, Entry> };
const added: string[] = [];
for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    lock.packages[key] = { version, optional: true, ...(entry.dev ? { dev: true } : {}) };
    added.push(name);
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length} missing optional packages: ${added.join(', ')}` : 'package-lock.json already complete');
