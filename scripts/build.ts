/** npm run build: builds dist/ from data/ and prints a one-screen report; content errors exit 1. */
import './production';
import { build } from '../build/index';
import { reportBuildFailure, printSummary } from './cli-output';

const started = performance.now();
try {
  const result = await build({ dataDir: 'data', outDir: 'dist', siteUrl: process.env.SITE_URL });
  printSummary(result, performance.now() - started);
} catch (error) {
  reportBuildFailure(error);
  process.exit(1);
}
