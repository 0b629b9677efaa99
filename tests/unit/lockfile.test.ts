/**
 * What `npm install` does on a fresh machine: package-lock.json installs only this machine's native
 * binaries (an optional package built for one platform carries that platform, os and cpu, or `npm ci`
 * downloads it everywhere: eight Biome binaries for other systems were 740 MB of every install), and
 * every install script the project needs is approved in package.json (npm 12 skips the rest).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Entry, platformOf } from '../../scripts/complete-lockfile';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, Entry> };
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { allowScripts?: Record<string, boolean> };
const optionalNative = Object.entries(lock.packages).filter(([key, entry]) => entry.optional && platformOf(key));

describe('package-lock.json', () => {
  it('gives every optional package built for one platform its os and cpu', () => {
    expect(optionalNative.length).toBeGreaterThanOrEqual(16); // Biome's and Tailwind's oxide, at least
    expect(optionalNative.filter(([, entry]) => !entry.os?.length || !entry.cpu?.length).map(([key]) => key)).toEqual(
      [],
    );
  });

  it('approves, in package.json, every dependency whose install script the lock file records (npm 12 skips the others)', () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([key, entry]) => key && entry.hasInstallScript)
      .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts).toContain('better-sqlite3');
    expect(withScripts.filter((name) => manifest.allowScripts?.[name] !== true)).toEqual([]);
  });

  it("agrees with the platform complete-lockfile reads from a package's name", () => {
    for (const [key, entry] of optionalNative)
      expect({ key, os: entry.os, cpu: entry.cpu }).toEqual({
        key,
        os: platformOf(key)!.os,
        cpu: platformOf(key)!.cpu,
      });
  });
});

describe('platformOf', () => {
  it.each([
    ['@biomejs/cli-linux-x64-musl', { os: ['linux'], cpu: ['x64'], libc: ['musl'] }],
    ['@biomejs/cli-linux-x64', { os: ['linux'], cpu: ['x64'], libc: ['glibc'] }],
    ['@tailwindcss/oxide-win32-arm64-msvc', { os: ['win32'], cpu: ['arm64'] }],
    ['@tailwindcss/oxide-darwin-x64', { os: ['darwin'], cpu: ['x64'] }],
    ['@tailwindcss/oxide-wasm32-wasi', undefined],
    ['esbuild', undefined],
  ])('%s', (name, platform) => {
    expect(platformOf(name)).toEqual(platform);
  });
});
