/**
 * When the registry this project installs from lacks some other platforms' native packages (Biome's and
 * Tailwind's oxide for Android, Windows, macOS...), `npm install` leaves them out of package-lock.json
 * and `npm ci` then refuses the lock file. This adds an entry for each missing optional package, with
 * the platform its name says (os, cpu, libc), so that npm ci skips it everywhere else: an entry without
 * them is installed on every machine (the eight Biome binaries of the last such entries were 740 MB of
 * every `npm ci`). A name that tells no platform is refused: ask npm for the real entry instead
 * (`npm install --package-lock-only` once the registry has the package). Run after changing dependencies:
 *   npx tsx scripts/complete-lockfile.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** An entry of package-lock.json's `packages`, as far as this script and its test read it. */
export interface Entry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  hasInstallScript?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32'];
const CPU = ['arm64', 'x64', 'arm', 'ia32'];

/** The platform a native package's name ends with (`cli-linux-x64-musl`, `oxide-win32-arm64-msvc`), or undefined. */
export function platformOf(name: string): Pick<Entry, 'os' | 'cpu' | 'libc'> | undefined {
  const parts = name.split('/').at(-1)!.split('-');
  const at = parts.findIndex((part) => OS.includes(part));
  if (at < 0 || !CPU.includes(parts[at + 1] ?? '')) return undefined;
  const abi = parts[at + 2];
  const libc =
    parts[at] !== 'linux'
      ? undefined
      : abi === 'musl'
        ? ['musl']
        : abi === undefined || abi.startsWith('gnu')
          ? ['glibc']
          : undefined;
  return { os: [parts[at]!], cpu: [parts[at + 1]!], ...(libc ? { libc } : {}) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, Entry> };
  const added: string[] = [];
  for (const entry of Object.values(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`;
      if (lock.packages[key]) continue;
      const platform = platformOf(name);
      if (!platform) {
        console.error(
          `${name}: its name tells no platform, so an entry for it would be installed everywhere; run npm install --package-lock-only once the registry has it`,
        );
        process.exit(1);
      }
      lock.packages[key] = { version, optional: true, ...(entry.dev ? { dev: true } : {}), ...platform };
      added.push(name);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length
      ? `added ${added.length} missing optional packages: ${added.join(', ')}`
      : 'package-lock.json already complete',
  );
}
