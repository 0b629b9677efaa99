/**
 * The soak's visitors: contact submissions offered at a fixed rate whatever the server's pace (an open
 * loop), each with its own marker (`Bench Visitor <n>`), and what became of each one. A request that got
 * no answer is told apart by whether the server was killed or down meanwhile, since only those may go
 * unanswered.
 */
import type { Agent } from 'node:http';
import { CONTACT_PATH } from '../../lib/contract';
import { contactBody, post } from '../bench-api';

/** What became of a marker's submission. */
export const Fate = { unsent: 0, pending: 1, acknowledged: 2, refused: 3, lostAtKill: 4, lostWhileUp: 5 } as const;

export interface ServerState {
  port(): number;
  /** Counts the server's deaths: a request that saw it change may have been cut off. */
  lives(): number;
  up(): boolean;
}

export interface ContactLoad {
  /** Fate of each marker (the index). */
  readonly fates: Uint8Array;
  /** How many have been sent so far: markers below it were offered. */
  sent(): number;
  /** Answers other than 2xx, by status. */
  readonly statuses: Map<number, number>;
  /** Why requests went unanswered while the server was up, by error code. */
  readonly errors: Map<string, number>;
  /** Milliseconds from send to a 2xx answer, per marker. */
  readonly latencies: Float32Array;
  /** How late each send left against its due time, in milliseconds (a client falling behind shows here). */
  readonly lateness: Float32Array;
  /** Resolves when every request has its answer or its error. */
  done: Promise<{ seconds: number }>;
}

export function startContactLoad(agent: Agent, server: ServerState, rate: number, seconds: number): ContactLoad {
  const total = Math.round(rate * seconds);
  const fates = new Uint8Array(total);
  const latencies = new Float32Array(total);
  const lateness = new Float32Array(total);
  const statuses = new Map<number, number>();
  const errors = new Map<string, number>();
  let sent = 0;

  const send = async (n: number) => {
    const life = server.lives();
    const wasUp = server.up();
    fates[n] = Fate.pending;
    try {
      const { status, ms } = await post(agent, server.port(), CONTACT_PATH, JSON_HEADERS, contactBody(n));
      if (status >= 200 && status < 300) {
        fates[n] = Fate.acknowledged;
        latencies[n] = ms;
      } else {
        fates[n] = Fate.refused;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    } catch (error) {
      const cutOff = !wasUp || life !== server.lives() || !server.up();
      fates[n] = cutOff ? Fate.lostAtKill : Fate.lostWhileUp;
      if (!cutOff) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        errors.set(code, (errors.get(code) ?? 0) + 1);
      }
    }
  };

  let inFlight = 0;
  const run = async () => {
    const started = performance.now();
    for (let n = 0; n < total; n++) {
      const due = started + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      lateness[n] = Math.max(0, performance.now() - due);
      inFlight++;
      void send(n).finally(() => inFlight--);
      sent = n + 1;
    }
    const offeredFor = (performance.now() - started) / 1000;
    // The last answers; one the server never gives stays pending and is reported as such.
    const giveUp = performance.now() + 60_000;
    while (inFlight > 0 && performance.now() < giveUp) await new Promise((resolve) => setTimeout(resolve, 50));
    return { seconds: offeredFor };
  };

  return { fates, sent: () => sent, statuses, errors, latencies, lateness, done: run() };
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };
