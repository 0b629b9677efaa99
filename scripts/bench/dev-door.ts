/**
 * npm run dev at the door: from the command to the first page a person opens in the browser, on a clean
 * checkout (no build folder, no output folder) and on a restart (after a run that finished its first
 * update). The rest of the build goes on behind that page; the process is stopped once it answered.
 */
import { spawn } from 'node:child_process';

const FIRST_PAGE = '/services/local-seo/';

export interface DevFolders {
  dataDir: string;
  outDir: string;
  buildDir: string;
  varDir: string;
  port: number;
  /** Where dev keeps its compiled code (BUILD_CODE_DIR, inside the project); .build/code by default. */
  codeDir?: string;
}

/** `npm run dev` with `folders`, until the first page answers or, with `complete`, until it is watching. */
export async function runDev(folders: DevFolders, { complete = false } = {}): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', 'dev'], {
    detached: true, // a process group: npm, node and workers stop together
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: undefined,
      PORT: String(folders.port),
      DATA_DIR: folders.dataDir,
      DIST_DIR: folders.outDir,
      BUILD_DIR: folders.buildDir,
      VAR_DIR: folders.varDir,
      ...(folders.codeDir ? { BUILD_CODE_DIR: folders.codeDir } : {}),
      SITE_URL: 'https://www.vitalis.example',
    },
  });
  let output = '';
  let exited = false;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const gone = new Promise((resolve) => child.once('exit', resolve)).then(() => {
    exited = true;
  });
  try {
    for (;;) {
      if (exited) throw new Error(`npm run dev stopped:\n${output.slice(-2000)}`);
      if (complete ? output.includes('Dev server at') : await answers(folders.port)) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return performance.now() - started;
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await gone;
  }
}

async function answers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://localhost:${port}${FIRST_PAGE}`);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
