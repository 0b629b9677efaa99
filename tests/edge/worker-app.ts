/**
 * The API under test as the Cloudflare Worker (api-target.ts): the deployed bundle in workerd through
 * miniflare, configured from wrangler.toml, over local D1 (migrated by wrangler), R2 and the rate-limit
 * Durable Object. The Worker's outgoing requests reach local stand-ins for the mail API and Turnstile's
 * siteverify. The test reads D1 and R2 through miniflare with the server's own d1Store and r2Resumes.
 * Started on first use, so a test's settings are in place; changed settings restart workerd (D1 and R2 kept,
 * the rate limiter afresh). A Worker with the default options passes, emptied, to the next test that wants one.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Miniflare } from 'miniflare';
import { inject } from 'vitest';
import type { D1Database, R2Bucket } from '../../server/edge/cloudflare';
import { d1Store } from '../../server/storage/d1-store';
import { r2Resumes } from '../../server/storage/r2-resumes';
import type { ResumeFiles, Store } from '../../server/storage/types';
import { type ApiApp, DEFAULT_RATE_LIMIT, type SentMail } from '../unit/helpers/api-target';

export const MAIL_API_URL = 'https://mail-api.stand-in.example/emails';
export const MAIL_API_KEY = 'stand-in-mail-key';
export const SITEVERIFY_URL = 'https://siteverify.stand-in.example/turnstile/v0/siteverify';
/** Not one of Cloudflare's test secrets, so tokens are checked by the siteverify stand-in. */
export const STAND_IN_SECRET = 'stand-in-turnstile-secret';

/** What the stand-ins answer; a test may change it. */
export interface StandIns {
  /** Status the mail API answers with (200: accepted). */
  mailStatus: number;
  /** Bodies the mail API accepted. */
  mail: MailApiBody[];
  /** Tokens siteverify was asked about. */
  verified: string[];
}

export interface MailApiBody {
  from: string;
  to: string[];
  reply_to?: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content_type: string; content: string }[];
}

export type WorkerApiApp = ApiApp & { standIns: StandIns; miniflare(): Promise<Miniflare> };

/** A started workerd the tests share: the Worker's outgoing requests go to the stand-ins of the test using it. */
interface Started {
  mf: Miniflare;
  /** Its persist folder: D1 and R2 as the test left them; the rate limiter's storage one folder per start. */
  dir: string;
  starts: number;
  /** The settings it runs with (JSON). */
  applied: string;
  outbound(request: Request): Promise<Response>;
}

/**
 * Workers a test with the default options has finished with, emptied for the next one: starting workerd
 * costs more than most API tests. One not taken soon is disposed (and miniflare stops it at exit anyway).
 */
const idle: { started: Started; timer: NodeJS.Timeout }[] = [];
const IDLE_MS = 1000;
const defaultSettings = () => ({ secret: STAND_IN_SECRET, rateLimit: DEFAULT_RATE_LIMIT, trustProxy: 0 });

async function dispose(started: Started): Promise<void> {
  await started.mf.dispose();
  rmSync(started.dir, { recursive: true, force: true });
}

export function workerApp(
  choices: {
    /** The static files (the built site); by default an empty folder. */
    assetsDir?: string;
    bindings?: Record<string, string>;
    /** Where the Worker's requests go on to a stand-in listening on this machine (the tests' GitHub). */
    forward?: (url: string) => boolean;
    /** A fixed port for a browser to reach the Worker at (miniflare picks one otherwise). */
    port?: number;
  } = {},
): WorkerApiApp {
  const { assetsDir, bindings: extra = {}, forward = () => false, port } = choices;
  // Only Workers started with the default options are shared from test to test.
  const shared = Object.values(choices).every((choice) => choice === undefined);
  const { script, options, persistTemplate, emptyDir } = inject('worker');
  const settings = defaultSettings();
  const standIns: StandIns = { mailStatus: 200, mail: [], verified: [] };
  let broken = false;

  const outbound = async (request: Request): Promise<Response> => {
    const url = request.url;
    if (url === SITEVERIFY_URL) {
      const form = new URLSearchParams(await request.text());
      standIns.verified.push(form.get('response') ?? '');
      return Response.json({ success: form.get('secret') === STAND_IN_SECRET && Boolean(form.get('response')) });
    }
    if (url === MAIL_API_URL) {
      if (request.headers.get('authorization') !== `Bearer ${MAIL_API_KEY}`)
        return Response.json({ message: 'bad key' }, { status: 401 });
      if (standIns.mailStatus !== 200)
        return Response.json({ message: 'stand-in says no' }, { status: standIns.mailStatus });
      standIns.mail.push((await request.json()) as MailApiBody);
      return Response.json({ id: `stand-in-${standIns.mail.length}` });
    }
    if (forward(url))
      return fetch(url, {
        method: request.method,
        headers: request.headers,
        body: ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer(),
        redirect: 'manual',
      });
    return new Response(`no stand-in for ${url}`, { status: 502 });
  };

  const workerOptions = (started: Started) => {
    const bindings = options.bindings as Record<string, string>;
    return {
      ...options,
      modules: true,
      scriptPath: script,
      modulesRoot: path.dirname(script),
      // Only /api/* reaches the Worker; the site's own tests (static-assets.test.ts) serve the built dist/.
      assets: { ...(options.assets as object), directory: assetsDir ?? emptyDir },
      // The request.cf placeholder, without asking Cloudflare for a real one (no network here).
      cf: false,
      bindings: {
        ...bindings,
        LOCAL_ONLY: 'true', // the test keys, which a Worker refuses unless told it runs on this machine
        TURNSTILE_SECRET_KEY: settings.secret,
        TURNSTILE_VERIFY_URL: SITEVERIFY_URL,
        MAIL_API_URL,
        MAIL_API_KEY,
        MAIL_RATE_PER_SECOND: '0',
        MAIL_FROM: 'Website <hello@vitalis.example>',
        CONTACT_TO: 'hello@vitalis.example',
        CAREERS_TO: 'careers@vitalis.example',
        RATE_LIMIT_MAX: String(settings.rateLimit.max),
        RATE_LIMIT_WINDOW_MS: String(settings.rateLimit.windowMs),
        TRUST_PROXY: String(settings.trustProxy),
        ...extra,
      },
      defaultPersistRoot: started.dir,
      // Each start counts requests afresh, as each new Worker did: a test's limits meet only its own requests.
      durableObjectsPersist: path.join(started.dir, `rate-limits-${started.starts}`),
      outboundService: (request: Request) => started.outbound(request),
      ...(port ? { host: '127.0.0.1', port } : {}),
    };
  };

  const start = async (): Promise<Started> => {
    const reused = shared ? idle.pop() : undefined;
    if (reused) {
      clearTimeout(reused.timer);
      reused.started.outbound = outbound;
      return reused.started;
    }
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-worker-state-'));
    cpSync(persistTemplate, dir, { recursive: true });
    const started = { dir, starts: 0, applied: JSON.stringify(settings), outbound } as Started;
    const { Miniflare, Log, LogLevel } = await import('miniflare');
    // ERROR: miniflare warns at each start about the Netlify-only 404 rules in dist/_redirects (README).
    started.mf = new Miniflare({ ...workerOptions(started), log: new Log(LogLevel.ERROR) } as ConstructorParameters<
      typeof Miniflare
    >[0]);
    await started.mf.ready;
    return started;
  };
  let running: Promise<Started> | undefined;
  const worker = async () => {
    running ??= start();
    const started = await running;
    const wanted = JSON.stringify(settings);
    if (wanted !== started.applied) {
      started.applied = wanted;
      started.starts += 1;
      await started.mf.setOptions(workerOptions(started) as Parameters<Miniflare['setOptions']>[0]);
    }
    return started;
  };
  const miniflare = async () => (await worker()).mf;
  const db = async () => (await (await miniflare()).getD1Database('DB')) as unknown as D1Database;
  const bucket = async () => (await (await miniflare()).getR2Bucket('RESUMES')) as unknown as R2Bucket;
  const store = lazy<Store>(async () => d1Store(await db()));
  const resumes = lazy<ResumeFiles>(async () => r2Resumes(await bucket()));

  /** Empties D1's tables and R2 for the next test, once no delivery round is still sending. */
  const empty = async () => {
    await claimsSettled(await db());
    const d1 = await db();
    const tables = await d1
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
      )
      .all<{ name: string }>();
    // One transaction, its foreign keys checked at the end (D1's way), so the tables' order does not matter.
    await d1.batch([
      d1.prepare('PRAGMA defer_foreign_keys = on'),
      ...tables.results.map(({ name }) => d1.prepare(`DELETE FROM "${name}"`)),
    ]);
    const r2 = await bucket();
    for (let listed = await r2.list({ limit: 1000 }); listed.objects.length; listed = await r2.list({ limit: 1000 }))
      await r2.delete(listed.objects.map((o) => o.key));
  };
  /**
   * Whether the Worker could be emptied. A call on a connection workerd is closing (after a refused body,
   * see request) is made once more; a Worker that still cannot be emptied is stopped, not passed on.
   */
  const emptied = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        await empty();
        return true;
      } catch (error) {
        if (attempt === 2 || !connectionReset(error)) return false;
      }
    }
  };
  /** Stops the Worker, or empties it and keeps it for the next test. */
  const release = async (started: Started) => {
    if (shared && !broken && (await emptied())) {
      // Settings other than the default are a test's own: the next test starts workerd (and its limiter) afresh.
      if (started.applied !== JSON.stringify(defaultSettings())) started.applied = '';
      const entry = {
        started,
        timer: setTimeout(() => {
          idle.splice(idle.indexOf(entry), 1);
          void dispose(started);
        }, IDLE_MS).unref(),
      };
      idle.push(entry);
      return;
    }
    await dispose(started);
  };

  return {
    target: 'worker',
    standIns,
    miniflare,
    async request(urlPath, init = {}, from) {
      const mf = await miniflare();
      const headers = new Headers(init.headers);
      if (from) headers.set('CF-Connecting-IP', from);
      // Framing is the HTTP client's on a real connection (and Cloudflare's front end re-frames every
      // request): a body of known length goes with its true length, so a Worker never sees a
      // Content-Length that disagrees with it. A stream keeps the announced one (the 413-before-reading case).
      headers.delete('transfer-encoding');
      if (!(init.body instanceof ReadableStream)) headers.delete('content-length');
      const send = () =>
        mf.dispatchFetch(`http://localhost${urlPath}`, { ...init, headers } as Parameters<
          Miniflare['dispatchFetch']
        >[1]);
      try {
        return (await send()) as unknown as Response;
      } catch (error) {
        // workerd closes a kept-alive connection after answering a request whose body the Worker did
        // not read (a 415, a refused form); undici may already be writing the next request on it, which
        // then fails with ECONNRESET before any answer (api-fuzz.test.ts: about one request in 6,000 with
        // both cores busy, and the same request sent again succeeds). A browser sends such a request again
        // on a new connection, and so does this. A stream body cannot be sent twice, and a request the
        // Worker itself breaks fails both times.
        if (init.body instanceof ReadableStream || !connectionReset(error)) throw error;
        return (await send()) as unknown as Response;
      }
    },
    store,
    resumes,
    settings,
    async uploads() {
      const listed = await (await bucket()).list({ limit: 1000 });
      return listed.objects.map((o) => o.key).sort();
    },
    async deliverDue() {
      // The every-minute Cron Trigger; miniflare waits for the handler and what it passed to waitUntil.
      const worker = (await (await miniflare()).getWorker()) as unknown as {
        scheduled(options: { cron: string }): Promise<unknown>;
      };
      await worker.scheduled({ cron: '* * * * *' });
      // That round skips what a request's own round (waitUntil, running on after its answer) has claimed.
      await claimsSettled(await db());
    },
    async sentMail() {
      return standIns.mail.map(
        (body): SentMail => ({
          to: body.to.join(', '),
          replyTo: body.reply_to,
          subject: body.subject,
          text: body.text,
          attachments: (body.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.content_type,
            content: Buffer.from(a.content, 'base64'),
          })),
        }),
      );
    },
    async breakStorage() {
      broken = true;
      await (await db()).prepare('DROP TABLE outbox').run();
    },
    async close() {
      if (running) await release(await running);
      running = undefined;
    },
  };
}

/** Waits until no delivery round holds a notification, so a test sees everything the rounds sent. */
async function claimsSettled(db: D1Database): Promise<void> {
  const claimed = db.prepare('SELECT count(*) AS n FROM outbox WHERE claimed_until > ?');
  for (let polls = 0; polls < 400; polls++) {
    if (!(await claimed.bind(Date.now()).first<{ n: number }>())?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** An interface whose every method first waits for `open`. */
function lazy<T extends object>(open: () => Promise<T>): T {
  let opened: Promise<T> | undefined;
  return new Proxy({} as T, {
    get(_target, name) {
      return async (...args: unknown[]) => {
        opened ??= open();
        const target = (await opened) as Record<PropertyKey, (...a: unknown[]) => unknown>;
        return target[name]!(...args);
      };
    },
  });
}

/** The connection was closed under the request before any answer came (undici's fetch says why in `cause`). */
function connectionReset(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return (
    error instanceof TypeError &&
    (cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'EPIPE')
  );
}
