/**
 * Delivers queued notifications at the mail server's pace. A round keeps going while mail is due, a few
 * messages at a time (the SMTP pool's connections) and at most `ratePerSecond`, so a backlog leaves
 * as fast as the mail server takes it.
 *
 * Two kinds of failure, handled apart:
 * - the mail server cannot be reached (connection refused, timeout, disk full for .eml files): no
 *   message is at fault, so none is charged an attempt; the outbox pauses and probes again within
 *   seconds, and everything waiting leaves as soon as the server answers;
 * - the server refuses one message: that message backs off (30 s, doubling, at most an hour) and is
 *   given up after its last retry, marked so and listed by `npm run submissions`, never retried forever.
 *
 * Rounds of other outboxes may run over the same database at once (on a Worker, a request's round and
 * the cron's; on Node, a second process): each message is claimed in the store before it is sent, and
 * only the round whose claim took sends it. A round that dies mid-send leaves its claim to expire, and
 * the message is sent again then: at least once across crashes, exactly once otherwise.
 */
import type { MailMessage, MailTransport } from './mail-message';
import type { QueuedMail, ResumeFiles, Store } from './storage';

export { mailFileName } from './mail-message';

export interface Outbox {
  /** Delivers everything due; resolves when the round (merged with any asked for meanwhile) is done. */
  deliverDue(): Promise<void>;
  /** Asks for a round soon without waiting for it (after a new submission). */
  kick(): void;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export interface OutboxOptions {
  transport: MailTransport;
  /** Where attachments (resumes) are read from when a notification is sent. */
  resumes: Pick<ResumeFiles, 'open'>;
  mailFrom: string;
  /** Messages handed to the transport at once: the SMTP pool's connection count. */
  concurrency?: number;
  /** Most messages per second, for mail services with a sending quota; 0 sends as fast as the server takes them. */
  ratePerSecond?: number;
  /** Pause after the mail server could not be reached, doubling from `min` to `max`. */
  serverRetryMs?: { min: number; max: number };
  /**
   * How long a claim holds a message for its round: longer than a send can take (the HTTP mail API
   * gives up after 30 s), short enough that a message whose round died waits little.
   */
  claimMs?: number;
  /** The time used for due dates, claims and back-off (tests move it forward). */
  clock?: () => number;
  log?: Pick<Console, 'warn' | 'error'>;
}

/** Pause before the next try of a message the server refused `attempts` times before. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** attempts, 60 * 60_000);
}

/** Tries a refused message gets in all: few when the server says never (5xx), more when it says later. */
export function attemptsAllowed(error: unknown): number {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 ? 3 : 10;
}

// Errors that say nothing about the message: the server (or, for .eml files, the disk) is unavailable.
const UNAVAILABLE = new Set([
  'ECONNECTION',
  'ESOCKET',
  'ETIMEDOUT',
  'EDNS',
  'ETLS',
  'EAUTH',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EMFILE',
]);

export function isServerUnavailable(error: unknown): boolean {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return responseCode === 421 || (typeof code === 'string' && UNAVAILABLE.has(code));
}

export function createOutbox(store: Store, options: OutboxOptions): Outbox {
  const clock = options.clock ?? Date.now;
  const log = options.log ?? console;
  const concurrency = Math.max(1, options.concurrency ?? 5);
  const spacingMs = options.ratePerSecond ? 1000 / options.ratePerSecond : 0;
  const serverRetry = options.serverRetryMs ?? { min: 250, max: 2000 };
  const claimMs = options.claimMs ?? 2 * 60_000;
  const domain = /@([^>\s]+)>?\s*$/.exec(options.mailFrom)?.[1] ?? 'localhost';

  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let interval: ReturnType<typeof setInterval> | undefined;
  let wake: ReturnType<typeof setTimeout> | undefined;
  let pausedUntil = 0;
  let serverFailures = 0;
  let nextSlot = 0;

  const throttle = async () => {
    if (!spacingMs) return;
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + spacingMs;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  };

  const pauseForServer = (error: unknown, waiting: number) => {
    serverFailures++;
    const delay = Math.min(serverRetry.min * 2 ** (serverFailures - 1), serverRetry.max);
    if (serverFailures === 1)
      log.warn(
        `Outbox: the mail server cannot be reached (${explain(error)}); ${waiting}+ notifications wait, retrying every few seconds.`,
      );
    pausedUntil = Date.now() + delay;
    clearTimeout(wake);
    // The wake-up ends the pause itself: timers count from the event loop's cached time, so after a long
    // stretch of work one can fire while Date.now() is still short of pausedUntil, and a round that
    // found the outbox paused would end with no wake-up left (until the next interval tick).
    wake = setTimeout(() => {
      pausedUntil = 0;
      void deliverDue();
    }, delay);
    unref(wake);
  };

  const send = async (mail: QueuedMail) => {
    const message: MailMessage = {
      from: options.mailFrom,
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      messageId: `<notification-${mail.id}@${domain}>`,
    };
    if (mail.attachment) {
      const content = await options.resumes.open(mail.attachment.key);
      if (!content)
        throw new Error(
          `its attachment ${mail.attachment.filename} (${mail.attachment.key}) is missing from the resume files`,
        );
      message.attachment = { filename: mail.attachment.filename, contentType: mail.attachment.contentType, content };
    }
    await options.transport.send(mail.id, message);
  };

  /** Claims one message, sends it and records the outcome; never throws, so one failure cannot stall the others. */
  const deliver = async (mail: QueuedMail, batchSize: number) => {
    if (stopped || Date.now() < pausedUntil) return;
    try {
      const now = clock();
      const until = now + claimMs;
      // Another round read it too and claimed it first, or delivered it meanwhile: it is that round's.
      if (!(await store.claimMail(mail.id, now, until))) return;
      await throttle();
      try {
        await send(mail);
      } catch (error) {
        if (isServerUnavailable(error)) {
          pauseForServer(error, batchSize);
          return await store.releaseMail(mail.id, until);
        }
        const reason = explain(error);
        const attempts = mail.attempts + 1;
        if (attempts >= attemptsAllowed(error)) {
          await store.markUndeliverable(mail.id, reason, clock());
          log.error(
            `Outbox: notification ${mail.id} (submission ${mail.submissionId}) was refused ${attempts} times and is given up: ${reason}`,
          );
        } else {
          await store.markFailed(mail.id, reason, clock() + retryDelayMs(mail.attempts));
          log.warn(
            `Outbox: notification ${mail.id} was refused (${reason}); try ${attempts + 1} in ${Math.round(retryDelayMs(mail.attempts) / 1000)} s.`,
          );
        }
        return;
      }
      if (serverFailures) log.warn('Outbox: the mail server answers again.');
      serverFailures = 0;
      await store.markDelivered(mail.id, clock());
    } catch (error) {
      log.error(`Outbox: could not claim notification ${mail.id} or record its delivery.`, error);
    }
  };

  /** Batches until nothing is due, each message tried at most once per round. */
  const drain = async () => {
    const tried = new Set<number>();
    const batchSize = concurrency * 20;
    while (!stopped && Date.now() >= pausedUntil) {
      const batch = (await store.dueMail(clock(), batchSize)).filter((mail) => !tried.has(mail.id));
      if (!batch.length) return;
      for (const mail of batch) tried.add(mail.id);
      let next = 0;
      const worker = async () => {
        while (next < batch.length) await deliver(batch[next++]!, batch.length);
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
    }
  };

  // One round of this outbox at a time (claims keep other outboxes' rounds apart). Rounds asked for
  // while one runs are merged into a single next round; a round that throws is logged and the next one runs
  // (a rejected chain would stop the outbox for good).
  const run = async () => {
    do {
      again = false;
      try {
        await drain();
      } catch (error) {
        log.error('Outbox: a delivery round failed; the next round retries.', error);
      }
    } while (again && !stopped);
  };

  const deliverDue = () => {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    deliverDue,
    kick: () => void deliverDue(),
    start(intervalMs = 15_000) {
      interval = setInterval(() => void deliverDue(), intervalMs);
      unref(interval);
      void deliverDue();
    },
    async stop() {
      stopped = true;
      clearInterval(interval);
      clearTimeout(wake);
      await running;
      options.transport.close();
    },
  };
}

/** Timers must not keep Node running; Workers have no such notion (and their timers may lack unref). */
function unref(timer: unknown): void {
  (timer as { unref?: () => void }).unref?.();
}

function explain(error: unknown): string {
  const { message, code, responseCode } = error as { message?: string; code?: string; responseCode?: number };
  return [responseCode, code, message].filter(Boolean).join(' ').slice(0, 300) || String(error);
}
