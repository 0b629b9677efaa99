/**
 * The API's share of `npm run bench`, against the real server process on loopback:
 * - contact submissions per second and latency (p50, p99), offered at a fixed 1,000/s and then as fast
 *   as 32 connections go, with the rate limit raised for the run;
 * - the server's peak resident memory above idle while ten 10 MB resumes upload at once;
 * - the outbox: 50 notifications held while the mail server is down, from its return to the last one
 *   delivered; 2,000 pending notifications at start-up, drained to SMTP and to .eml files
 *   (tests/integration/durability.test.ts checks that they all arrive, once; this measures how fast).
 * Goals: 1,000/s at p99 under 50 ms; under 50 MB above idle; the 50 within seconds; 2,000 in under 10 s.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { APPLY_PATH, CONTACT_PATH, limits } from '../lib/contract';
import { MAIL_ENV, writeBacklog } from '../tests/integration/helpers/backlog';
import { freePort, startSmtp } from '../tests/unit/helpers/smtp';

export interface Server {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function startServer(root: string, env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
    env: {
      ...process.env,
      NODE_ENV: 'bench',
      PORT: '0',
      VAR_DIR: path.join(root, 'var'),
      DIST_DIR: path.join(root, 'dist'),
      DATA_DIR: path.join(root, 'data'),
      RATE_LIMIT_MAX: '1000000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
    child.once('error', reject);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /API at http:\/\/localhost:(\d+)\//.exec(output)?.[1];
      if (port) {
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        const stop = () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          });
        resolve({ port: Number(port), child, stop });
      }
    });
  });
}

/** CPU seconds a process has used (user + system), from /proc (Linux): independent of what else runs. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

export function post(
  agent: Agent,
  port: number,
  pathname: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        agent,
        headers: { ...headers, 'Content-Length': String(body.length) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export const contactBody = (n: number) =>
  Buffer.from(
    JSON.stringify({
      name: `Bench Visitor ${n}`,
      email: `visitor${n}@example.com`,
      phone: '(555) 123-4567',
      message: 'We would like more consultations for our med spa.',
      turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
    }),
  );

function summary(label: string, results: { status: number; ms: number }[], seconds: number): string {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const failed = results.filter((r) => r.status !== 200).length;
  return `${label}: ${Math.round(results.length / seconds)}/s answered, p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms${failed ? `, ${failed} not 200` : ''}`;
}

/** Offers `rate` requests a second for `seconds`, whatever the answers' pace (an open loop, as visitors are). */
async function fixedRate(agent: Agent, port: number, rate: number, seconds: number) {
  const sends: Promise<{ status: number; ms: number }>[] = [];
  const started = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    sends.push(post(agent, port, CONTACT_PATH, { 'Content-Type': 'application/json' }, contactBody(i)));
  }
  const results = await Promise.all(sends);
  return { results, seconds: (performance.now() - started) / 1000 };
}

/** As fast as `connections` keep-alive connections go, for `seconds`. */
async function saturate(agent: Agent, port: number, connections: number, seconds: number) {
  const results: { status: number; ms: number }[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  let n = 1_000_000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end)
        results.push(await post(agent, port, CONTACT_PATH, { 'Content-Type': 'application/json' }, contactBody(n++)));
    }),
  );
  return { results, seconds: (performance.now() - started) / 1000 };
}

/** A PDF of exactly `size` bytes (a header, a comment as padding, a trailer). */
export function pdfOfSize(size: number): Buffer {
  const out = Buffer.alloc(size, 'A');
  out.write('%PDF-1.4\n%', 0);
  out.write('\n%%EOF\n', size - 7);
  return out;
}

export function applicationBody(resume: Buffer): { body: Buffer; contentType: string } {
  const boundary = '----VitalisBench7MA4YWxkTrZu0gW';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field('name', 'Bench Applicant') +
    field('email', 'applicant@example.com') +
    `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const tail = `\r\n${field('jobTitle', 'Bench Role')}${field('jobId', 'bench-role')}${field('turnstileToken', 'XXXX.DUMMY.TOKEN.XXXX')}--${boundary}--\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), resume, Buffer.from(tail)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Polls `done` every 20 ms until it holds: the ms it took, or an error after a minute. */
async function until(done: () => boolean): Promise<number> {
  const started = performance.now();
  while (!done()) {
    if (performance.now() - started > 60_000) throw new Error('the outbox did not drain in a minute');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

/** The outbox's pace: after the mail server comes back, and through a backlog at start-up (the file's goals). */
async function benchOutbox(root: string, agent: Agent): Promise<void> {
  const varDir = (name: string) => path.join(root, `var-${name}`);

  const port = await freePort();
  let server = await startServer(root, { ...MAIL_ENV, VAR_DIR: varDir('down'), SMTP_URL: `smtp://127.0.0.1:${port}` });
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, n) =>
      post(agent, server.port, CONTACT_PATH, { 'Content-Type': 'application/json' }, contactBody(n)),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000)); // down a while: the outbox is probing
  let smtp = await startSmtp({ port });
  const back = await until(() => smtp.received.length >= 50);
  console.log(
    `Outbox, 50 notifications held while the mail server was down (${answers.filter((a) => a.status === 200).length}/50 answered 200): all delivered ${(back / 1000).toFixed(2)} s after it came back (goal: within seconds)`,
  );
  await server.stop();
  await smtp.close();

  await writeBacklog(varDir('smtp'), 2000);
  await writeBacklog(varDir('files'), 2000);
  smtp = await startSmtp();
  server = await startServer(root, {
    ...MAIL_ENV,
    VAR_DIR: varDir('smtp'),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SMTP_MAX_CONNECTIONS: '10',
  });
  // The drain starts while the server starts up: timed from the first delivery to the last.
  await until(() => smtp.received.length > 0);
  const bySmtp = await until(() => smtp.received.length >= 2000);
  await server.stop();
  await smtp.close();
  const mailDir = path.join(varDir('files'), 'mail');
  const emlFiles = () => (existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith('.eml')).length : 0);
  server = await startServer(root, { ...MAIL_ENV, VAR_DIR: varDir('files') });
  await until(() => emlFiles() > 0);
  const byFiles = await until(() => emlFiles() >= 2000);
  await server.stop();
  console.log(
    `Outbox, 2,000 notifications pending at start-up, first delivery to last: ${(bySmtp / 1000).toFixed(1)} s to SMTP (10 connections), ${(byFiles / 1000).toFixed(1)} s to .eml files (goal: under 10 s)`,
  );
}

export async function benchApi(seconds = 5): Promise<void> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-bench-api-'));
  mkdirSync(path.join(root, 'data', 'careers'), { recursive: true });
  writeFileSync(path.join(root, 'data', 'careers', 'bench-role.yaml'), 'title: Bench Role\n');
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  try {
    let server = await startServer(root);
    // Warm up: JIT, the SQLite file, the connections.
    await saturate(agent, server.port, 16, 1);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // the outbox writes the warm-up's notifications
    const offered = await fixedRate(agent, server.port, 1000, seconds);
    console.log(
      summary(
        `API contact, 1,000/s offered for ${seconds} s (loopback, real process, rate limit raised)`,
        offered.results,
        offered.seconds,
      ),
    );
    const cpuBefore = cpuSeconds(server.child.pid!);
    const flat = await saturate(agent, server.port, 32, seconds);
    const cpuMs = ((cpuSeconds(server.child.pid!) - cpuBefore) * 1000) / flat.results.length;
    console.log(summary(`API contact, as fast as 32 connections go for ${seconds} s`, flat.results, flat.seconds));
    console.log(
      `API contact, server CPU per submission (its notification written too): ${cpuMs.toFixed(2)} ms, about ${Math.round(1000 / cpuMs)}/s per core`,
    );
    await server.stop();

    // A fresh process for memory, so the contact run's outbox backlog does not count.
    server = await startServer(root);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = rssMb(server.child.pid!);
    const { body, contentType } = applicationBody(pdfOfSize(limits.resumeBytes));
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.child.pid!));
    }, 5);
    const started = performance.now();
    const uploads = await Promise.all(
      Array.from({ length: 10 }, () => post(agent, server.port, APPLY_PATH, { 'Content-Type': contentType }, body)),
    );
    const took = performance.now() - started;
    // The notifications carry the resumes: sample while the outbox writes them too.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    clearInterval(sampler);
    const ok = uploads.filter((u) => u.status === 200).length;
    console.log(
      `API uploads, ten 10 MB resumes at once: ${ok}/10 stored in ${(took / 1000).toFixed(1)} s; server RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (${(peak - idle).toFixed(0)} MB above idle, sent mail included)`,
    );
    await server.stop();

    await benchOutbox(root, agent);
  } finally {
    agent.destroy();
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchApi(Number(process.argv[2] ?? 5));
