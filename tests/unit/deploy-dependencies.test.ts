/**
 * A deploy installs the dependencies only (`npm ci --omit=dev && npm run build`): every package the
 * compiled build bundles or imports at run time must be one npm installs without the development tools.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

it('npm run build needs no development dependency: what it bundles and imports is installed by npm ci --omit=dev', async () => {
  const codeDir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-deploy-code-'));
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/compiled.mjs', 'scripts/build.ts'], {
      env: { ...process.env, BUILD_COMPILE_ONLY: '1', BUILD_CODE_DIR: codeDir },
    });
    const { packages } = JSON.parse(readFileSync(path.join(stdout.trim(), 'imports.json'), 'utf8')) as {
      packages: string[];
    };
    expect(packages).toContain('react-dom');
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { dev?: boolean; optional?: boolean }>;
    };
    // A package the lock does not install here is an optional one of another platform (fsevents).
    const devOnly = packages.filter((name) => lock.packages[`node_modules/${name}`]?.dev);
    expect(devOnly).toEqual([]);
  } finally {
    rmSync(codeDir, { recursive: true, force: true });
  }
}, 60_000);
