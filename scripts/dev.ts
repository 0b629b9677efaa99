/**
 * npm run dev [-- --no-cards]: builds, serves the site and the API on PORT (default 8080), and watches the site's data
 * and code (SITE names its configuration module; for the agency data/, templates/ and client/). Each
 * save re-renders only the pages it affects and updates the open tabs showing them; a mistake shows as
 * an overlay in the browser (and here) while the last good pages stay served, and goes away when the
 * file is fixed.
 *
 * It answers this machine only: a request whose Host is not a loopback name (or one DEV_ALLOWED_HOSTS
 * lists) gets 403. On an address other machines reach (HOST=0.0.0.0) the content editor is off unless
 * EDITOR_ALLOW_REMOTE=1 and EDITOR_SECRET (32 characters or more) ask for it.
 */
import './production';
import path from 'node:path';
import { watch } from 'chokidar';
import { buildDirFrom } from '../build/cache-dir';
import { fileStamp } from '../build/content/data-files';
import { allowedHostsFrom, hostGuard } from '../build/dev/dev-host';
import { type EarlySite, earlySite } from '../build/dev/early-site';
import { editorAccess } from '../build/dev/editor-access';
import { createLiveReload } from '../build/dev/live-reload';
import { onDemand } from '../build/dev/on-demand';
import { checkBuildDir } from '../build/output/build-dir-guard';
import { projectDataFolder } from '../build/output/out-dir-guard';
import { rememberedServer, rememberServer } from '../build/dev/remembered-server';
import type { DevUpdate } from '../build/dev/session';
import { formatProblem } from '../build/problems';
import { moduleRuntime } from '../build/runtime';
import type { AnySite } from '../build/site';
import { loadPagesConfig, type PagesConfig } from '../server/config';
import { startPagesServer } from '../server/index';
import type { StaticSite } from '../server/static-site';
import { exitOnConfigError, printWarnings, reportBuildFailure } from './cli-output';
import { commandFlags } from './command-flags';
import { siteModulePath } from './site-module';

const flags = commandFlags('npm run dev [-- --no-cards]', ['no-cards']);
let config: PagesConfig;
try {
  config = loadPagesConfig();
} catch (error) {
  exitOnConfigError(error);
}
const siteModule = siteModulePath();
const buildDir = buildDirFrom();
try {
  // Before anything is written there: the remembered server, the state a restart starts from.
  checkBuildDir(buildDir, [projectDataFolder()]);
} catch (error) {
  reportBuildFailure(error, config.distDir);
  process.exit(1);
}
const live = createLiveReload();
let lastWarnings = '';

function report(update: DevUpdate): void {
  if (update.problems.length) {
    console.error(
      `\n${update.problems.length === 1 ? 'A problem' : `${update.problems.length} problems`} (the browser shows the last good pages):\n`,
    );
    for (const problem of update.problems) console.error(`  ${problem.replaceAll('\n', '\n  ')}`);
    console.error('');
  } else {
    // Warnings (a posting about to close) once, and again when they change, not on every save.
    const said = update.warnings.map(formatProblem).join('\n');
    if (said !== lastWarnings) printWarnings(update.warnings);
    lastWarnings = said;
    const phases = Object.entries(update.phases)
      .map(([phase, ms]) => `${phase} ${ms}`)
      .join(', ');
    console.log(
      `Rebuilt ${update.rendered.length} page${update.rendered.length === 1 ? '' : 's'}${update.removed.length ? `, removed ${update.removed.length}` : ''} in ${Math.round(update.ms)} ms (${phases}).`,
    );
  }
}

/** The first build's progress on one line of a terminal, pages and the cards being drawn (nothing elsewhere: a log, a test). */
const progress = new Map<string, [number, number]>();
function showProgress(of: string, done: number, total: number): void {
  if (!process.stdout.isTTY) return;
  progress.set(of, [done, total]);
  const line = [...progress].map(
    ([what, [d, t]]) => `${what === 'pages' ? 'rendering pages' : `drawing ${what}`}: ${d} of ${t}`,
  );
  const complete = [...progress.values()].every(([d, t]) => d === t);
  process.stdout.write(`\r${line.join(', ').replace(/^./, (c) => c.toUpperCase())}${complete ? '\n' : ''}`);
  if (complete) progress.clear();
}

// Only this machine's names (and those DEV_ALLOWED_HOSTS lists) are answered: a site that rebinds its
// own name to this machine reaches nothing.
const hosts = { bind: config.host, allowed: allowedHostsFrom() };
// The content editor at /admin/ writes data files; the watcher below rebuilds what they touch.
const access = editorAccess(config.host);
if (!access.open) console.warn(access.reason);
// The server answers at once: until the generator has loaded, the pages the last run wrote
// (build/dev/early-site.ts); then, while the first build runs, the page a person opens is rendered for
// them (build/dev/on-demand.ts), and the rest follows behind it.
let early: EarlySite | undefined;
const serving = {
  decorateSite: (site: StaticSite) => {
    early = earlySite(site, live);
    return early;
  },
  guard: hostGuard(hosts),
};
type DevServer = (options: typeof serving) => ReturnType<typeof startPagesServer>;
/** The site's own server parts (SiteConfig.server) if it declares them, otherwise the pages alone. */
const startServing = async (siteServer: string | null) =>
  (siteServer
    ? ((await moduleRuntime().load(siteServer)) as { startDevServer: DevServer }).startDevServer(serving)
    : startPagesServer(config, serving)
  ).catch(exitOnConfigError);
// A restart starts the server the site declared last time before it loads the generator and the site.
const remembered = rememberedServer(buildDir, siteModule);
let server = remembered === undefined ? undefined : await startServing(remembered);

// The first update's code version reads the site's import graph in esbuild's process while the site loads here.
(await import('../build/code-version')).startCodeGraph(siteModule);
const { createDevSession } = await import('../build/dev/session');
const session = createDevSession({
  siteModule,
  dataDir: process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : undefined,
  outDir: config.distDir,
  siteUrl: process.env.SITE_URL,
  // npm run dev -- --no-cards: pages whose card is not drawn yet (a faster first start).
  cards: flags['no-cards'] ? false : undefined,
  onProgress: showProgress,
});
// Loaded as the session loads it (build/runtime.ts), so that an edit loads it afresh for both.
const { server: siteServer } = ((await moduleRuntime().load(siteModule)) as { default: AnySite }).default;
rememberServer(buildDir, siteModule, siteServer);
if (server && (siteServer ?? null) !== remembered) {
  await server.close();
  server = undefined;
}
server ??= await startServing(siteServer ?? null);
const { createEditor } = await import('../build/dev/editor');
const editor = createEditor({ root: process.cwd(), site: session.loaded, pageOf: session.pageOf, access, hosts });
early?.complete((site) => live.decorate(editor.decorate(onDemand(site, session))));
console.log(`Building the site; pages are served at http://localhost:${server.port}/ as they are asked for.`);
const first = await session.update([]);
report(first);
await server.site.reload();
live.publish(first);
const folders = session.folders();

/** Edits are gathered for a moment (an editor may write a file twice) and handled one batch at a time. */
const changed = new Set<string>();
let timer: NodeJS.Timeout | undefined;
// Edits wait for the warm-up of source loading that follows the first update (session.warmSource).
let running = session.warmSource();
const onChange = (file: string) => {
  changed.add(file);
  clearTimeout(timer);
  timer = setTimeout(() => {
    const files = [...changed];
    changed.clear();
    running = running
      .then(async () => {
        const update = await session.update(files);
        report(update);
        await server.site.reload([...update.written, ...update.removed]);
        live.publish(update);
      })
      // One failed update must not stop the ones after it.
      .catch((error: unknown) => console.error(error));
  }, 10);
  // chokidar drops a second change to a file within 50 ms of the first: a look after that catches it.
  const seen = fileStamp(file);
  setTimeout(() => {
    if (fileStamp(file) !== seen) onChange(file);
  }, 60);
};
// chokidar watches each folder, not each file: a file saved by renaming a new copy over it (the content
// editor, and editors' safe writes) is still seen on the next save, which Node 20's recursive watch misses.
const watcher = watch(
  folders.filter((dir, _, all) => !all.some((other) => dir.startsWith(other + path.sep))),
  // Editors' swap and backup files, and dotfiles (a save in progress), are not content.
  { ignoreInitial: true, ignored: (file) => /^\.|~$|\.(swp|tmp)$/.test(path.basename(file)) },
);
watcher.on('all', (_event, file) => onChange(path.resolve(file)));
await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
// Said once the folders are watched: a test (or an editor) that saves on reading it is seen.
console.log(
  `Dev server at http://localhost:${server.port}/ (content editor ${access.open ? 'at /admin/' : 'off'}) — watching ${folders.map((d) => path.relative(process.cwd(), d) || '.').join(', ')}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void watcher.close();
    live.close();
    void server.close().then(() => process.exit(0));
  });
}
