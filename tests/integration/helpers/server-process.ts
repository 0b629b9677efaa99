/**
 * The real server as its own process (node --import tsx scripts/start.ts --no-build), on a free port,
 * serving the dist/ the test run built; plus a local stand-in for Cloudflare's siteverify.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  /** SIGTERM and wait: the server closes cleanly. */
  stop(): Promise<void>;
  /** SIGKILL: no clean-up at all, as a crash or a power cut. */
  kill(): Promise<void>;
}

export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', DIST_DIR: inject('distDir'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 30 s:\n${output}`)), 30_000);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
    child.stdout!.on('data', () => {
      const port = /API at http:\/\/localhost:(\d+)\//.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({
        url: `http://127.0.0.1:${port}`,
        child,
        output: () => output,
        stop: () => end('SIGTERM'),
        kill: () => end('SIGKILL'),
      });
    });
  });
}

/** Cloudflare's siteverify as the server calls it: a form with secret and response; `good-token` passes. */
export async function startSiteverify(
  secret: string,
): Promise<{ url: string; calls: number; close: () => Promise<void> }> {
  const state = { calls: 0 };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      state.calls++;
      const form = new URLSearchParams(body);
      const success = form.get('secret') === secret && form.get('response') === 'good-token';
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify(success ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnstile/v0/siteverify`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  });
}
