/**
 * One build in a fresh process, as npm run build starts it (compiled, scripts/compiled.mjs), timed from
 * here so start-up counts; and the figures the bench prints from many: medians, ranges, ratios.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compiledArgs } from '../build-command';

export interface Timed {
  wallMs: number;
  /** CPU time, user and system, of the process and its children; undefined off Linux. */
  cpuMs?: number;
}

export interface BuildRun extends Timed {
  pages: number;
  reused: number;
  upToDate: boolean;
  timings: Record<string, number>;
  peakMB: number;
}

/** CPU time of the children this process has waited for (cutime + cstime, in 10 ms ticks); undefined off Linux. */
function childrenCpuMs(): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[16 - 3]) + Number(fields[17 - 3])) * 10;
}

export function timedRun(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): { run: SpawnSyncReturns<string> } & Timed {
  const cpuBefore = childrenCpuMs();
  const start = performance.now();
  const run = spawnSync(command, args, { ...options, encoding: 'utf8' });
  const wallMs = performance.now() - start;
  const cpuAfter = childrenCpuMs();
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${run.stderr}${run.stdout}`);
  return { run, wallMs, cpuMs: cpuBefore === undefined ? undefined : cpuAfter! - cpuBefore };
}

/** `npm run build` of a site (SITE, its configuration module) from `dataDir` into `outDir`. */
export function buildOnce(options: {
  site: string;
  dataDir: string;
  outDir: string;
  noCache?: boolean;
  noCards?: boolean;
}): BuildRun {
  const { run, ...timed } = timedRun(
    process.execPath,
    compiledArgs('scripts/build.ts', [
      ...(options.noCache ? ['--no-cache'] : []),
      ...(options.noCards ? ['--no-cards'] : []),
    ]),
    {
      env: {
        ...process.env,
        SITE: options.site,
        DATA_DIR: options.dataDir,
        DIST_DIR: options.outDir,
        // Each output's own cache and report, beside it, as a deploy pipeline keeps them.
        BUILD_DIR: path.join(path.dirname(options.outDir), '.build'),
        BUILD_JSON: '1',
        SITE_URL: 'https://www.example.com',
      },
    },
  );
  const figures = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Omit<BuildRun, keyof Timed>;
  return { ...figures, ...timed };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const ms = (x: number) => `${Math.round(x)} ms`;

/** `median (min-max)` of a list of ratios. */
export function ratioLine(ratios: number[]): string {
  return `${median(ratios).toFixed(2)} (rounds ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`;
}

/** `median ms (min-max)` of a list of times. */
export function timeLine(times: number[]): string {
  return `${ms(median(times))} (${Math.round(Math.min(...times))}-${Math.round(Math.max(...times))})`;
}

export const phases = (t: Record<string, number>) =>
  Object.entries(t)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
