/** npm start: builds the site, then serves dist/ and the API on PORT (default 8080). */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { EDITOR_AUTH_CALLBACK_PATH } from '../lib/editor-sign-in';
import { botCheckLine, loadConfig, type ServerConfig } from '../server/config';
import { editorSignInLine } from '../server/editor-auth-settings';
import { startServer } from '../server/index';
import { compiledArgs } from './build-command';
import { exitOnConfigError } from './cli-output';
import { commandFlags } from './command-flags';

const flags = commandFlags('npm start [-- --no-build]', ['no-build']);
let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  exitOnConfigError(error);
}

if (!flags['no-build']) {
  // The build runs as `npm run build` does, in its own process: with React's production build (the
  // server's settings, not NODE_ENV, decide which bot-check keys it runs on),
  // and so the generator (React, Tailwind, esbuild) does not stay in the server's memory.
  const built = spawnSync(process.execPath, compiledArgs(path.join(import.meta.dirname, 'build.ts')), {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: config.dataDir, DIST_DIR: config.distDir },
  });
  if (built.status !== 0) process.exit(1);
}

if (!existsSync(path.join(config.distDir, 'index.html')))
  console.warn(
    `${path.relative(process.cwd(), config.distDir) || '.'}/ holds no built site: every page will be 404 until npm run build.`,
  );
const server = await startServer(config).catch(exitOnConfigError);
const where = (dir: string) => path.relative(process.cwd(), dir) || '.';
console.log(botCheckLine(config.botCheck));
console.log(editorSignInLine(config.editorAuth, EDITOR_AUTH_CALLBACK_PATH));
console.log(
  `Serving ${where(config.distDir)}/ and the API at http://${config.host === '127.0.0.1' ? 'localhost' : config.host}:${server.port}/ (submissions in ${where(config.databasePath)}, resumes in ${where(config.uploadsDir)}/)`,
);
// Where the agency's notifications go: an operator sees at once whether mail leaves this machine.
console.log(
  `Notifications to ${config.contactTo} (messages) and ${config.careersTo} (applications), ${config.smtpUrl ? `sent through ${new URL(config.smtpUrl).host}` : `written to ${where(config.mailDir)}/ as .eml files (set SMTP_URL to send them)`}.`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
