/**
 * npm run bench -- --only machine: what a second core gives here. A build's own work runs on one thread,
 * so how its ratios to the peers' read depends on whether this machine's other logical core is a core
 * of its own or the other half of the same physical one. One thread's worth of the build's work (the
 * Markdown of 2,000 generated posts, rendered by build/content/markdown.ts in a process of its own) is
 * timed alone and beside a second copy, in interleaved rounds.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ratioLine } from './build-runs';
import { syntheticPosts } from './synthetic-posts';

/** Renders every body in the JSON file it is given with the build's own renderer, and prints the time it took. */
const RENDER = `
import { readFileSync } from 'node:fs';
import { renderMarkdownBody } from ${JSON.stringify(path.resolve(import.meta.dirname, '../../build/content/markdown.ts'))};
const bodies = JSON.parse(readFileSync(process.argv[1], 'utf8'));
const start = performance.now();
for (const body of bodies) renderMarkdownBody(body);
console.log(performance.now() - start);
`;

/** The milliseconds one process took to render the bodies (its start-up and loading left out). */
function renderAll(bodies: string): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', RENDER, bodies], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk;
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(Number(out.trim())) : reject(new Error(`the bench's Markdown run failed (${code})`)),
    ),
  );
}

export async function benchMachine(options: { rounds: number }): Promise<void> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vitalis-bench-machine-'));
  try {
    const bodies = path.join(scratch, 'bodies.json');
    writeFileSync(bodies, JSON.stringify(syntheticPosts(2000).map((post) => post.paragraphs.join('\n\n'))));
    const ratios: number[] = [];
    for (let round = 0; round < options.rounds; round++) {
      const alone = await renderAll(bodies);
      const together = Math.max(...(await Promise.all([renderAll(bodies), renderAll(bodies)])));
      ratios.push(together / alone);
    }
    console.log(
      `\nThis machine: ${os.availableParallelism()} logical cores. Two threads of the build's work at once take ${ratioLine(ratios)} × one alone`,
    );
    console.log(
      '  (1.0: each has a core of its own; 2.0: they share one). What a second thread gains a build depends on it.',
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
