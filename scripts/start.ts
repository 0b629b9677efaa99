/** npm start: builds the site, then serves dist/ and the API on PORT (default 8080). */
import path from 'node:path';
import { ConfigError, loadConfig, type ServerConfig } from '../server/config';
import { startServer } from '../server/index';

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

if (!process.argv.includes('--no-build')) {
  const started = performance.now();
  // Imported only to build: the generator (React, Tailwind, esbuild) would otherwise stay in the server's memory.
  const { build } = await import('../build/index');
  const { printSummary, reportBuildFailure } = await import('./cli-output');
  try {
    printSummary(await build({ dataDir: path.relative(process.cwd(), config.dataDir), outDir: config.distDir, siteUrl: process.env.SITE_URL }), performance.now() - started);
  } catch (error) {
    reportBuildFailure(error);
    process.exit(1);
  }
}

const server = await startServer(config);
const where = (dir: string) => path.relative(process.cwd(), dir) || '.';
console.log(`Serving ${where(config.distDir)}/ and the API at http://localhost:${server.port}/ (submissions in ${where(config.databasePath)}, resumes in ${where(config.uploadsDir)}/)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
