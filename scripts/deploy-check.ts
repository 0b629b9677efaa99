/**
 * npm run deploy:check: everything a Cloudflare deploy needs, checked offline.
 *   1. builds the site into dist/ and the Worker into .dist-worker/ (as `wrangler deploy` would);
 *   2. `wrangler deploy --dry-run`: wrangler reads wrangler.toml, the assets and the bundle, and lists
 *      the bindings, without an account;
 *   3. runs the API test suite against the Worker in workerd through miniflare (vitest project
 *      `worker`: the same tests as the Node server's, over local D1, R2 and the rate-limit Durable
 *      Object, with local stand-ins for the mail API and Turnstile), plus the edge's own tests.
 */
import { spawnSync } from 'node:child_process';
import { buildWorker } from './build-worker';

const run = (label: string, command: string, args: string[]) => {
  const started = performance.now();
  console.log(`\n▶ ${label}`);
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', WRANGLER_SEND_METRICS: 'false' },
  });
  if (status !== 0) {
    console.error(`\ndeploy:check failed at: ${label}`);
    process.exit(status ?? 1);
  }
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

run('site build (dist/)', 'npm', ['run', 'build']);
const started = performance.now();
const worker = await buildWorker();
console.log(
  `\n▶ Worker bundle: ${worker.file}, ${(worker.bytes / 1024).toFixed(0)} KB (${(worker.gzipBytes / 1024).toFixed(0)} KB gzip; the free plan takes 3 MB gzip) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
run('wrangler deploy --dry-run', 'npx', ['wrangler', 'deploy', '--dry-run', '--outdir', '.dist-worker/dry-run']);
run('API tests against the Worker in workerd (miniflare)', 'npx', ['vitest', 'run', '--project', 'worker']);
console.log(
  '\ndeploy:check passed: `npx wrangler deploy` would upload what was tested (README, "Deploying to Cloudflare").',
);
