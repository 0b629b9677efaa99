/**
 * The soak's verdict: what the visitors were told, what the database holds and what the mail server
 * received, matched marker by marker, with the hostile requests' answers and the server's memory.
 * Prints the figures, then each broken promise; true when there is none.
 */
import os from 'node:os';
import path from 'node:path';
import { openLocalStorage } from '../../server/storage';
import { percentile } from '../bench-api';
import type { HostileStream } from './soak-hostile';
import { type ContactLoad, Fate } from './soak-load';
import type { MailSink } from './soak-mail';

export interface StoredTally {
  /** Contact rows per marker. */
  perMarker: Uint16Array;
  /** Notifications still waiting, and given up on, when the server stopped. */
  pending: number;
  failed: number;
  /** Applications stored: each one a hostile upload that was accepted. */
  applications: number;
}

export interface SoakFacts {
  rate: number;
  seconds: number;
  offeredSeconds: number;
  outage: { from: number; to: number; before: number; drainMs?: number };
  kill: { at: number; downMs: number };
  finalDrainMs?: number;
  /** How long the client waits on a trickling body before it calls it unbounded. */
  trickleGiveUpMs: number;
  /** Notifications the mail server received while the load ran. */
  deliveredDuringLoad: number;
  /** CPU seconds of the server (both lives) and of this process (visitors and mail server), over `seconds`. */
  cpu: { server: number; client: number; seconds: number };
  load: ContactLoad;
  hostile: HostileStream;
  mail: MailSink;
  stored: StoredTally;
  memory: { idle: number; peak: number; peaks: number[] };
}

/** Reads the database the server left in `varDir` (after it stopped), through the server's own storage. */
export async function tallyStored(varDir: string, markers: number): Promise<StoredTally> {
  const { store } = openLocalStorage({
    databasePath: path.join(varDir, 'submissions.sqlite'),
    uploadsDir: path.join(varDir, 'uploads'),
  });
  try {
    const contacts = await store.submissions({ kind: 'contact' });
    const perMarker = new Uint16Array(markers);
    for (const { data } of contacts) perMarker[Number(/\d+$/.exec(String(data.name))?.[0])]!++;
    return {
      perMarker,
      pending: contacts.filter((c) => c.notification === 'pending').length,
      failed: contacts.filter((c) => c.notification === 'failed').length,
      applications: (await store.submissions({ kind: 'application' })).length,
    };
  } finally {
    await store.close();
  }
}

const thousands = (n: number) => n.toLocaleString('en-US');
const ms = (value: number | undefined) =>
  value === undefined ? 'not within the limit' : `${(value / 1000).toFixed(1)} s`;

export function printSoakReport(facts: SoakFacts): boolean {
  const { load, stored, mail, memory } = facts;
  const broken: string[] = [];
  const fates = new Map<number, number>();
  let acknowledged = 0;
  let storedAcknowledged = 0;
  let storedCutOff = 0;
  let deliveredOnce = 0;
  const faults = { notStored: 0, storedTwice: 0, storedUnanswered: 0, undelivered: 0, duplicates: 0, strays: 0 };
  for (let n = 0; n < load.fates.length; n++) {
    const fate = load.fates[n]!;
    const rows = stored.perMarker[n]!;
    const sent = mail.deliveries[n]!;
    fates.set(fate, (fates.get(fate) ?? 0) + 1);
    if (fate === Fate.acknowledged) acknowledged++;
    if (rows > 1) faults.storedTwice++;
    if (fate === Fate.acknowledged && rows === 0) faults.notStored++;
    if (rows && fate === Fate.acknowledged) storedAcknowledged++;
    if (rows && fate === Fate.lostAtKill) storedCutOff++;
    if (rows && fate !== Fate.acknowledged && fate !== Fate.lostAtKill) faults.storedUnanswered++;
    if (rows && sent === 0) faults.undelivered++;
    if (fate === Fate.acknowledged && rows && sent === 1) deliveredOnce++;
    if (sent > 1) faults.duplicates += sent - 1;
    if (!rows && sent) faults.strays++;
  }
  const lateness = Array.from(load.lateness.subarray(0, load.sent())).sort((a, b) => a - b);
  const latencies = Array.from(load.latencies.filter((_, n) => load.fates[n] === Fate.acknowledged)).sort(
    (a, b) => a - b,
  );
  const offeredRate = load.sent() / facts.offeredSeconds;
  const { outage, kill } = facts;

  console.log(
    `\nSoak, ${facts.seconds / 60} min: contact submissions offered at ${facts.rate}/s (open loop, loopback, real server process, rate limit raised), hostile requests mixed in`,
  );
  console.log(
    `  load: ${thousands(load.sent())} offered in ${facts.offeredSeconds.toFixed(1)} s = ${offeredRate.toFixed(1)}/s achieved; sends left late by p99 ${percentile(lateness, 99).toFixed(1)} ms, max ${(lateness.at(-1) ?? 0).toFixed(0)} ms; 2xx answers p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(0)} ms`,
  );
  console.log(
    `  outbox: ${thousands(facts.deliveredDuringLoad)} notifications delivered while the load ran (${(facts.deliveredDuringLoad / facts.offeredSeconds).toFixed(0)}/s, outage and restart included; SMTP_MAX_CONNECTIONS ${process.env.SMTP_MAX_CONNECTIONS ?? "unset: the server's default"})`,
  );
  console.log(
    `  mail outage ${outage.from.toFixed(0)}-${outage.to.toFixed(0)} s (421 to every recipient, then the port closed): the submissions acknowledged before it came back were all delivered ${ms(outage.drainMs)} after it did`,
  );
  console.log(
    `  SIGKILL at ${kill.at.toFixed(0)} s: serving again on the same port and database ${ms(kill.downMs)} later; ${thousands(fates.get(Fate.lostAtKill) ?? 0)} submissions in flight or sent meanwhile got no answer (${storedCutOff} of them stored, and so delivered)`,
  );
  console.log(
    `  acknowledged ${thousands(acknowledged)} = stored ${thousands(storedAcknowledged)} = delivered once ${thousands(deliveredOnce)} (and ${storedCutOff} stored but unanswered at the kill); duplicates ${faults.duplicates} (and ${mail.resent()} copies of a notification resent after the kill, the same Message-ID), missing ${faults.notStored + faults.undelivered}; the last delivered ${ms(facts.finalDrainMs)} after the load ended`,
  );
  for (const [kind, outcomes] of facts.hostile.tally)
    console.log(`  hostile, ${kind}: ${[...outcomes].map(([outcome, times]) => `${outcome} x${times}`).join(', ')}`);
  console.log(
    `  trickling bodies: the longest was held ${ms(facts.hostile.longestTrickleMs())} (the client gives up at ${ms(facts.trickleGiveUpMs)}: 1.5 times the server's REQUEST_TIMEOUT_MS)`,
  );
  console.log(
    `  server memory: ${memory.idle.toFixed(0)} MB idle; peak ${memory.peak.toFixed(0)} MB resident (VmHWM sampled every 250 ms; before the kill ${(memory.peaks[0] ?? 0).toFixed(0)} MB, after ${(memory.peaks[1] ?? 0).toFixed(0)} MB)`,
  );

  console.log(
    `  CPU: the server used ${facts.cpu.server.toFixed(0)} s, this process (visitors and mail server) ${facts.cpu.client.toFixed(0)} s, in ${facts.cpu.seconds.toFixed(0)} s on ${os.availableParallelism()} cores (load average ${os.loadavg()[1]!.toFixed(1)} over the last 5 min)`,
  );

  const fail = (count: number, what: string) => count && broken.push(`${thousands(count)} ${what}`);
  fail(faults.notStored, 'acknowledged submissions not stored');
  fail(faults.storedTwice, 'submissions stored twice');
  fail(faults.storedUnanswered, 'submissions stored though refused or unanswered while the server was up');
  fail(faults.undelivered, 'stored submissions never delivered');
  fail(faults.duplicates, 'submissions notified more than once (different Message-IDs)');
  fail(faults.strays, 'notifications delivered for submissions not stored');
  fail(stored.pending, 'notifications still waiting when the server stopped');
  fail(stored.failed, 'notifications given up on');
  fail(
    fates.get(Fate.lostWhileUp) ?? 0,
    `submissions unanswered while the server was up (${[...load.errors].map(([code, times]) => `${code} x${times}`).join(', ')})`,
  );
  fail(fates.get(Fate.pending) ?? 0, 'submissions never answered');
  for (const [status, times] of load.statuses) fail(times, `valid submissions answered ${status}`);
  for (const [kind, outcomes] of facts.hostile.tally)
    for (const [outcome, times] of outcomes)
      if (/^[235]/.test(outcome) || outcome.startsWith('still held'))
        fail(times, `hostile requests (${kind}) ${/^\d/.test(outcome) ? `answered ${outcome}` : outcome}`);
  fail(stored.applications, 'hostile uploads stored as applications');
  if (offeredRate < facts.rate * 0.95)
    console.log(`  note: the client reached ${offeredRate.toFixed(0)}/s of the ${facts.rate}/s asked for`);
  console.log(broken.length ? `  SOAK FAILED:\n    ${broken.join('\n    ')}` : '  soak passed');
  return broken.length === 0;
}
