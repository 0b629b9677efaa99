/**
 * The soak (npm run bench -- --only soak) is believed only if it can fail: its verdict is checked here on
 * made-up runs, one broken promise at a time, and its mail sink on real SMTP, so a soak that passes says
 * something. The soak itself takes minutes and is not part of npm test.
 */
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { HostileTally } from '../../scripts/bench/soak-hostile';
import { type ContactLoad, Fate } from '../../scripts/bench/soak-load';
import { startMailSink } from '../../scripts/bench/soak-mail';
import { printSoakReport, type SoakFacts } from '../../scripts/bench/soak-report';

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A run of four submissions, each acknowledged, stored once and delivered once, hostile requests refused. */
function cleanRun() {
  const markers = 4;
  const load: ContactLoad = {
    fates: new Uint8Array(markers).fill(Fate.acknowledged),
    sent: () => markers,
    statuses: new Map(),
    errors: new Map(),
    latencies: new Float32Array(markers).fill(5),
    lateness: new Float32Array(markers),
    done: Promise.resolve({ seconds: 1 }),
  };
  const tally: HostileTally = new Map([['zip bomb .docx', new Map([['415', 3]])]]);
  const deliveries = new Uint16Array(markers).fill(1);
  let resent = 0;
  const facts: SoakFacts = {
    rate: markers,
    seconds: 1,
    offeredSeconds: 1,
    outage: { from: 0.4, to: 0.5, before: 2, drainMs: 10 },
    kill: { at: 0.75, downMs: 10 },
    finalDrainMs: 10,
    trickleGiveUpMs: 180_000,
    deliveredDuringLoad: markers,
    cpu: { server: 1, client: 1, seconds: 1 },
    load,
    hostile: { tally, longestTrickleMs: () => 0, stop: async () => {} },
    mail: { port: 0, deliveries, resent: () => resent, outage: async () => {}, close: async () => {} },
    stored: { perMarker: new Uint16Array(markers).fill(1), pending: 0, failed: 0, applications: 0 },
    memory: { idle: 100, peak: 150, peaks: [150, 120] },
  };
  return { facts, load, tally, deliveries, stored: facts.stored, resend: () => resent++ };
}

it('soak: a clean run passes, so each failure below is the one thing changed', () => {
  expect(printSoakReport(cleanRun().facts)).toBe(true);
});

it('soak: an acknowledged submission missing from the database fails the run', () => {
  const run = cleanRun();
  run.stored.perMarker[2] = 0;
  run.deliveries[2] = 0;
  expect(printSoakReport(run.facts)).toBe(false);
});

it('soak: a stored submission never delivered fails the run', () => {
  const run = cleanRun();
  run.deliveries[1] = 0;
  expect(printSoakReport(run.facts)).toBe(false);
});

it('soak: a submission notified twice fails the run; a copy resent after the kill under the same Message-ID does not', () => {
  const twice = cleanRun();
  twice.deliveries[0] = 2;
  expect(printSoakReport(twice.facts)).toBe(false);
  const resent = cleanRun();
  resent.resend();
  expect(printSoakReport(resent.facts)).toBe(true);
});

it('soak: a submission stored without an answer passes only when the kill cut it off', () => {
  const cutOff = cleanRun();
  cutOff.load.fates[3] = Fate.lostAtKill;
  expect(printSoakReport(cutOff.facts)).toBe(true);
  const whileUp = cleanRun();
  whileUp.load.fates[3] = Fate.lostWhileUp;
  expect(printSoakReport(whileUp.facts)).toBe(false);
});

it('soak: a 5xx to a visitor, or a notification still waiting at the end, fails the run', () => {
  const failed = cleanRun();
  failed.load.fates[0] = Fate.refused;
  failed.load.statuses.set(503, 1);
  failed.stored.perMarker[0] = 0;
  failed.deliveries[0] = 0;
  expect(printSoakReport(failed.facts)).toBe(false);
  const waiting = cleanRun();
  waiting.stored.pending = 1;
  expect(printSoakReport(waiting.facts)).toBe(false);
});

it('soak: a hostile upload accepted, answered 5xx or held past the limit fails the run', () => {
  for (const outcome of ['200', '500', 'still held after 180 s']) {
    const run = cleanRun();
    run.tally.set('hostile', new Map([[outcome, 1]]));
    expect(printSoakReport(run.facts), outcome).toBe(false);
  }
});

it('soak: the mail sink counts a notification resent with the same Message-ID once, and a second notification apart', async () => {
  const sink = await startMailSink(3);
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true });
  try {
    const send = (n: number, id: string) =>
      transport.sendMail({
        from: 'site@vitalis.example',
        to: 'hello@vitalis.example',
        subject: `New contact message from Bench Visitor ${n}`,
        text: 'Hello',
        messageId: `<notification-${id}@vitalis.example>`,
      });
    await send(0, '1');
    await send(0, '1');
    await send(1, '2');
    await send(1, '3');
  } finally {
    transport.close();
    await sink.close();
  }
  expect([...sink.deliveries]).toEqual([1, 2, 0]);
  expect(sink.resent()).toBe(1);
});
