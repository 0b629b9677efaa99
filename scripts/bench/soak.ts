/**
 * npm run bench -- --only soak [--minutes 10]: the form server under a steady load for minutes, through
 * what production brings. Contact submissions at 300 a second (an open loop) against the real server
 * process on 127.0.0.1, with hostile requests mixed in; the mail server refuses and then vanishes for a
 * tenth of the run in the middle; the server is killed with SIGKILL three quarters in and restarted on
 * the same database. It fails (false) unless every acknowledged submission was stored and delivered
 * exactly once, nothing answered 5xx and every hostile request was refused; it states the server's peak memory.
 * The server runs on its defaults but for the rate limit; a setting in the environment reaches it
 * (SMTP_MAX_CONNECTIONS=20 npm run bench -- --only soak).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { MAIL_ENV } from '../../tests/integration/helpers/backlog';
import { freePort } from '../../tests/unit/helpers/smtp';
import { cpuSeconds, type Server, startServer } from '../bench-api';
import { startHostileStream } from './soak-hostile';
import { type ContactLoad, Fate, startContactLoad } from './soak-load';
import { type MailSink, startMailSink } from './soak-mail';
import { printSoakReport, type SoakFacts, tallyStored } from './soak-report';

export interface SoakOptions {
  minutes: number;
  /** Contact submissions offered per second. */
  rate?: number;
}

/** How long the outbox is given to deliver a backlog: past it, the report calls the backlog stuck. */
const DRAIN_LIMIT_MS = (seconds: number) => Math.max(5 * 60, seconds) * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's memory in MB from /proc (Linux): its resident set now and its peak (high-water mark). */
function memoryMb(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return undefined; // between the kill and the restart
  }
}

/**
 * Milliseconds from `since` until every submission acknowledged among the first `upTo` markers has
 * reached the mail server (undefined after `limitMs`). Requests still waiting for an answer are waited for.
 */
async function drained(load: ContactLoad, mail: MailSink, upTo: number, since: number, limitMs: number) {
  let n = 0;
  while (performance.now() - since < limitMs) {
    while (
      n < upTo &&
      load.fates[n] !== Fate.pending &&
      (load.fates[n] !== Fate.acknowledged || mail.deliveries[n]! > 0)
    )
      n++;
    if (n >= upTo) return performance.now() - since;
    await sleep(100);
  }
  return undefined;
}

export async function benchSoak({ minutes, rate = 300 }: SoakOptions): Promise<boolean> {
  const seconds = Math.round(minutes * 60);
  const root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-bench-soak-'));
  mkdirSync(path.join(root, 'data', 'careers'), { recursive: true });
  writeFileSync(path.join(root, 'data', 'careers', 'bench-role.yaml'), 'title: Bench Role\n');
  const mail = await startMailSink(Math.round(rate * seconds));
  // A fixed port, so the restarted server is where the visitors' connections go.
  const env = { ...MAIL_ENV, SMTP_URL: `smtp://127.0.0.1:${mail.port}`, PORT: String(await freePort()) };
  // Idle connections are dropped before the server's 5 s keep-alive timeout closes them: a request sent on
  // one the server is closing is reset unread, which browsers retry and this client would count as lost.
  const agent = new Agent({ keepAlive: true, maxSockets: 128, timeout: 2000 });
  let server: Server = await startServer(root, env);
  let lives = 0;
  let up = true;
  const state = { port: () => Number(env.PORT), lives: () => lives, up: () => up };

  const memory = { idle: 0, peak: 0, peaks: [] as number[] };
  const cpu: number[] = [];
  const sample = () => {
    const now = memoryMb(server.child.pid!);
    if (!now) return;
    memory.peak = Math.max(memory.peak, now.peak, now.rss);
    memory.peaks[lives] = Math.max(memory.peaks[lives] ?? 0, now.peak, now.rss);
    try {
      cpu[lives] = cpuSeconds(server.child.pid!);
    } catch {
      // killed since the line above
    }
  };
  const sampler = setInterval(sample, 250);
  try {
    await sleep(2000);
    memory.idle = memoryMb(server.child.pid!)?.rss ?? 0;

    const started = performance.now();
    const ownCpu = process.cpuUsage();
    const load = startContactLoad(agent, state, rate, seconds);
    // The server's bound on a whole request, and Node's check of it (a tenth of it) on top, with room to spare.
    const giveUpMs =
      1.5 * (loadConfig({ ...process.env, DATA_DIR: path.join(root, 'data') }).requestTimeoutMs || 300_000);
    const hostile = startHostileStream(state, { everyMs: 400, trickleEveryMs: 10_000, giveUpMs });
    const facts: Partial<SoakFacts> = { rate, seconds, trickleGiveUpMs: giveUpMs };

    const progress = setInterval(
      () => {
        const acknowledged = load.fates.reduce((sum, fate) => sum + (fate === Fate.acknowledged ? 1 : 0), 0);
        const delivered = mail.deliveries.reduce((sum, times) => sum + times, 0);
        const rss = memoryMb(server.child.pid!)?.rss;
        console.log(
          `  ${((performance.now() - started) / 1000).toFixed(0)} s: ${load.sent()} offered, ${acknowledged} acknowledged, ${delivered} delivered; server ${rss ? `${rss.toFixed(0)} MB resident` : 'down'}`,
        );
      },
      Math.max(10, seconds / 20) * 1000,
    );
    const outage = (async () => {
      await sleep(seconds * 400);
      const outageStarted = (performance.now() - started) / 1000;
      await mail.outage(seconds * 50, seconds * 50);
      const back = performance.now();
      const upTo = load.sent();
      facts.outage = { from: outageStarted, to: (back - started) / 1000, before: upTo };
      facts.outage.drainMs = await drained(load, mail, upTo, back, DRAIN_LIMIT_MS(seconds));
    })();
    const crash = (async () => {
      await sleep(seconds * 750);
      const killedAt = performance.now();
      lives++;
      up = false;
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGKILL');
      await exited;
      server = await startServer(root, env);
      up = true;
      facts.kill = { at: (killedAt - started) / 1000, downMs: performance.now() - killedAt };
    })();

    const offered = await load.done;
    clearInterval(progress);
    facts.deliveredDuringLoad = mail.deliveries.reduce((sum, times) => sum + times, 0);
    await hostile.stop();
    await Promise.all([outage, crash]);
    // Everything acknowledged reaches the mail server; then a moment for anything sent twice to arrive.
    facts.finalDrainMs = await drained(load, mail, load.sent(), performance.now(), DRAIN_LIMIT_MS(seconds));
    await sleep(3000);
    sample();
    const busy = process.cpuUsage(ownCpu);
    facts.cpu = {
      server: cpu.reduce((sum, seconds) => sum + seconds, 0),
      client: (busy.user + busy.system) / 1e6,
      seconds: (performance.now() - started) / 1000,
    };
    await server.stop();
    await mail.close();
    const stored = await tallyStored(path.join(root, 'var'), load.fates.length);
    return printSoakReport({
      ...(facts as SoakFacts),
      offeredSeconds: offered.seconds,
      load,
      hostile,
      mail,
      stored,
      memory,
    });
  } finally {
    clearInterval(sampler);
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await mail.close().catch(() => {});
    agent.destroy();
    rmSync(root, { recursive: true, force: true });
  }
}
