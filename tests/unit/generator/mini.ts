/** Building the mini fixture site (tests/fixtures/sites/mini) in memory, with files laid over its data. */
import { build } from '../../../build/build';
import { type DataFiles, diskData, overlayData } from '../../../build/content/data-files';
import { memoryWriter, type MemoryOutput } from '../../../build/output/writer';
import type { BuildState } from '../../../build/pipeline';
import type { CodeVersion } from '../../../build/code-version';
import site from '../../fixtures/sites/mini/site';

export { site };
/** The code version the tests build with; a test changes it to stand for an edit. */
export const miniCode: CodeVersion = { shared: 'mini', pages: { product: 'product' }, assets: 'mini' };
export const miniData = diskData(site.dataDir);

export type Changes = { write?: Record<string, string | Uint8Array>; remove?: string[] };

/** The mini site built from its data with `changes`, into `out` (a new memory output by default). */
export async function buildMini(
  changes: Changes = {},
  options: {
    out?: MemoryOutput;
    state?: BuildState;
    code?: CodeVersion;
    data?: DataFiles;
    site?: typeof site;
    verify?: boolean;
  } = {},
) {
  const out = options.out ?? memoryWriter();
  const data = options.data ?? overlayData(miniData, changes);
  const result = await build({
    site: options.site ?? site,
    data,
    writer: out,
    code: options.code ?? miniCode,
    year: 2026,
    cache: options.state ? { state: options.state } : undefined,
    verify: options.verify,
  });
  return { out, result };
}

/** A problem as the build reports it. */
export interface FoundProblem {
  name: string;
  file: string;
  line: number;
  column: number;
  path: string;
  message: string;
  severity: string;
}

/** The errors a build with `changes` stops with (none if it builds). */
export async function errorsOf(changes: Changes): Promise<FoundProblem[]> {
  try {
    await buildMini(changes);
  } catch (error) {
    const problems = (error as { problems?: FoundProblem[] }).problems;
    if (!problems) throw error;
    return problems.filter((p) => p.severity === 'error');
  }
  return [];
}

/** Where a problem is and what it is called, without its prose: `Name file:line:column path`. */
export const placeOf = (p: FoundProblem) => `${p.name} ${p.file}:${p.line}:${p.column} ${p.path}`;

/** The problems a build with `changes` stops with, as `Name file:line:column path: message` lines. */
export async function problemsOf(changes: Changes): Promise<string[]> {
  return (await errorsOf(changes)).map((p) => `${placeOf(p)}: ${p.message}`);
}
