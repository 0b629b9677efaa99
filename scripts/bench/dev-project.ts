/**
 * `npm run dev` running on a copy of the project (data/, templates/, client/ and the scripts; the
 * generator, server and packages linked), so its files can be edited freely: for the dev-server tests
 * and the save-to-reload benchmark.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface DevProject {
  root: string;
  base: string;
  /** Everything the dev server printed so far. */
  log(): string;
  /** Replaces `find` with `replace` in a project file; fails if `find` is not there. */
  edit(file: string, find: string, replace: string): void;
  /** Waits until `check` passes (it may throw or return false until then). */
  eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs?: number): Promise<void>;
  /**
   * Once the server has printed nothing for a moment (a rebuild an earlier edit queued has reported),
   * the length of its log: what it prints after that is about what comes next.
   */
  quiet(): Promise<number>;
  stop(): Promise<void>;
}

/** Longer than the dev server's second look at a saved file (scripts/dev.ts) and the rebuild it may start. */
const QUIET_MS = 400;

export async function startDevProject(
  repo: string,
  port: number,
  options: {
    cards?: boolean;
    /** Edits made before the dev server starts: `file` (relative to the project), `find` and `replace`. */
    edits?: [file: string, find: string, replace: string][];
  } = {},
): Promise<DevProject> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-dev-'));
  for (const dir of ['data', 'templates', 'client', 'scripts'])
    cpSync(path.join(repo, dir), path.join(root, dir), { recursive: true });
  for (const shared of ['build', 'lib', 'server', 'node_modules', 'package.json'])
    symlinkSync(path.join(repo, shared), path.join(root, shared));
  // The generator's files are the repository's own (through the links): the compiler settings must cover them too.
  writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({
      extends: path.join(repo, 'tsconfig.json'),
      include: ['.', path.join(repo, 'build'), path.join(repo, 'lib'), path.join(repo, 'server')],
    }),
  );

  for (const [file, find, replace] of options.edits ?? []) replaceIn(root, file, find, replace);

  return startDev({
    root,
    cwd: root,
    port,
    cards: options.cards,
    env: { SITE_URL: 'https://www.vitalis.example' },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  });
}

/**
 * `npm run dev` in `cwd` (scripts/dev.ts there) with `env`, serving on `port`; `root` is the folder
 * its edits are made in, and `cleanup` runs once it has stopped.
 */
export async function startDev(options: {
  root: string;
  cwd: string;
  port: number;
  env: Record<string, string>;
  cleanup: () => void;
  /** Whether it draws the social cards, as npm run dev does by default; tests leave them out (a first build 300 cards shorter). */
  cards?: boolean;
}): Promise<DevProject> {
  const { root, port } = options;
  let output = '';
  // As an editor's shell starts it: no NODE_ENV (the test runner's 'test' would give React's development build).
  const { NODE_ENV: _, ...shell } = process.env;
  // As package.json's dev script runs it.
  const server: ChildProcess = spawn(
    process.execPath,
    ['scripts/dev-start.mjs', ...(options.cards ? [] : ['--no-cards'])],
    {
      cwd: options.cwd,
      env: { ...shell, PORT: String(port), ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  server.stdout!.on('data', collect);
  server.stderr!.on('data', collect);
  let running = true;
  const exited = new Promise((resolve) => server.once('exit', resolve)).finally(() => {
    running = false;
  });

  const eventually = async (check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      if (
        await Promise.resolve()
          .then(check)
          .catch(() => false)
      )
        return;
      if (!running || Date.now() > until)
        throw new Error(
          `${running ? 'timed out' : 'the dev server stopped'} waiting for ${what}; it said:\n${output.slice(-3000)}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const project: DevProject = {
    root,
    base: `http://localhost:${port}`,
    log: () => output,
    edit: (file, find, replace) => replaceIn(root, file, find, replace),
    eventually,
    async quiet() {
      let length = -1;
      let since = Date.now();
      await eventually(() => {
        if (output.length !== length) [length, since] = [output.length, Date.now()];
        return Date.now() - since >= QUIET_MS;
      }, 'the dev server to be quiet');
      return length;
    },
    async stop() {
      if (running) server.kill('SIGTERM');
      await exited;
      options.cleanup();
    },
  };
  await eventually(() => output.includes('Dev server at'), 'the dev server to start', 180_000).catch(
    async (error: unknown) => {
      await project.stop();
      throw error;
    },
  );
  return project;
}

/**
 * Replaces `find` with `replace` in `file` of the project at `root`; fails if `find` is not there, or if
 * the file is not the project's own copy (the generator, server and packages are links to the repository).
 */
function replaceIn(root: string, file: string, find: string, replace: string): void {
  const full = path.join(root, file);
  if (!realpathSync(full).startsWith(realpathSync(root) + path.sep))
    throw new Error(`${file} is not a file of the project's own copy: it is not edited`);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(find)) throw new Error(`${file} does not contain ${find}`);
  writeFileSync(full, text.replace(find, replace));
}
