/**
 * The soak's hostile visitors, mixed into the load: decompression bombs dressed as a .docx, files whose
 * bytes are not what their name says, oversized bodies (announced, and found while streaming), malformed
 * JSON, and bodies that trickle in a byte at a time. Every one should get a 4xx; the tally says what each
 * got. They use connections of their own, so a refusal that closes one does not touch the visitors' pool.
 */
import { Agent, request } from 'node:http';
import { APPLY_PATH, CONTACT_PATH, limits } from '../../lib/contract';
import { docxBomb, exe, pdf, zipWithoutDocument } from '../../tests/unit/helpers/resume-files';
import { applicationBody, pdfOfSize, post } from '../bench-api';
import type { ServerState } from './soak-load';

/** A trickling body sends a byte this often: under the idle timeout, so only a bound on the whole request ends it. */
const TRICKLE_STEP_MS = 5_000;

interface Hostile {
  kind: string;
  path: string;
  contentType: string;
  body: Buffer;
}

function hostileRequests(): Hostile[] {
  const upload = (kind: string, file: Buffer): Hostile => {
    const { body, contentType } = applicationBody(file);
    return { kind, path: APPLY_PATH, contentType, body };
  };
  const json = (kind: string, text: string): Hostile => ({
    kind,
    path: CONTACT_PATH,
    contentType: 'application/json',
    body: Buffer.from(text),
  });
  return [
    upload('zip bomb .docx (40 MB of content types)', docxBomb()),
    upload('zip bomb .docx, inflated size understated', docxBomb({ declared: 2_000 })),
    upload('executable named cv.pdf', exe()),
    upload('ZIP without a Word document', zipWithoutDocument()),
    upload('resume over 10 MB, found while streaming', pdfOfSize(limits.resumeBytes + 1)),
    upload('upload body over its limit, announced', pdfOfSize(limits.resumeBytes + limits.applyFormOverhead + 1)),
    json('JSON body over its limit', JSON.stringify({ message: 'x'.repeat(limits.jsonBody) })),
    json('malformed JSON', '{"name": "Bench Visitor", "email": '),
    json('JSON null', 'null'),
  ];
}

/** Outcomes by kind of hostile request: an HTTP status, or what happened instead. */
export type HostileTally = Map<string, Map<string, number>>;

const count = (tally: HostileTally, kind: string, outcome: string) => {
  const outcomes = tally.get(kind) ?? new Map<string, number>();
  outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  tally.set(kind, outcomes);
};

export interface HostileStream {
  tally: HostileTally;
  /** Longest a trickling body was held before the server answered or closed, in milliseconds. */
  longestTrickleMs(): number;
  /** Stops sending, ends the trickles still open, and waits for the rest. */
  stop(): Promise<void>;
}

export interface HostileOptions {
  /** One hostile request this often, the kinds in turn. */
  everyMs: number;
  /** A trickling body this often. */
  trickleEveryMs: number;
  /** A trickle the server still holds after this long was not bounded: the client stops and says so. */
  giveUpMs: number;
}

export function startHostileStream(server: ServerState, options: HostileOptions): HostileStream {
  const requests = hostileRequests();
  const agent = new Agent({ keepAlive: false });
  const tally: HostileTally = new Map();
  const open = new Set<Promise<void>>();
  const trickles = new Set<() => void>();
  let longest = 0;
  let turn = 0;

  const track = (work: Promise<void>) => {
    open.add(work);
    void work.finally(() => open.delete(work));
  };
  const lost = (life: number, wasUp: boolean) =>
    !wasUp || life !== server.lives() || !server.up() ? 'no answer: cut off by the kill' : 'no answer';

  const sendNext = () => {
    const hostile = requests[turn++ % requests.length]!;
    const life = server.lives();
    const wasUp = server.up();
    track(
      post(agent, server.port(), hostile.path, { 'Content-Type': hostile.contentType }, hostile.body).then(
        ({ status }) => count(tally, hostile.kind, String(status)),
        () => count(tally, hostile.kind, lost(life, wasUp)),
      ),
    );
  };
  const trickleNext = () => {
    const life = server.lives();
    const wasUp = server.up();
    const started = performance.now();
    track(
      trickle(server.port(), trickles, options.giveUpMs).then((outcome) => {
        const held = performance.now() - started;
        if (outcome !== 'ended by the soak') longest = Math.max(longest, held);
        count(
          tally,
          `body trickling a byte every ${TRICKLE_STEP_MS / 1000} s`,
          outcome === 'no answer' ? lost(life, wasUp) : outcome,
        );
      }),
    );
  };
  const sender = setInterval(sendNext, options.everyMs);
  const trickler = setInterval(trickleNext, options.trickleEveryMs);
  trickleNext();

  return {
    tally,
    longestTrickleMs: () => longest,
    async stop() {
      clearInterval(sender);
      clearInterval(trickler);
      for (const end of trickles) end();
      await Promise.all(open);
      agent.destroy();
    },
  };
}

/**
 * An application whose body arrives a byte every few seconds: its status when the server answers,
 * 'no answer' when it closes the connection without one, or why the client stopped waiting.
 */
function trickle(port: number, open: Set<() => void>, giveUpMs: number): Promise<string> {
  const { body, contentType } = applicationBody(pdf());
  return new Promise((resolve) => {
    let at = 0;
    let outcome: string | undefined;
    const finish = (why: string) => {
      outcome ??= why;
      clearInterval(drip);
      clearTimeout(giveUp);
      open.delete(end);
      req.destroy();
      resolve(outcome);
    };
    const end = () => finish('ended by the soak');
    const req = request({
      host: '127.0.0.1',
      port,
      path: APPLY_PATH,
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': contentType, 'Content-Length': String(body.length) },
    });
    req.on('response', (res) => {
      res.resume();
      finish(String(res.statusCode));
    });
    req.on('error', () => finish('no answer'));
    req.on('close', () => finish('no answer'));
    const drip = setInterval(() => {
      if (at < body.length) req.write(body.subarray(at, ++at));
    }, TRICKLE_STEP_MS);
    const giveUp = setTimeout(() => finish(`still held after ${Math.round(giveUpMs / 1000)} s`), giveUpMs);
    open.add(end);
    req.flushHeaders();
  });
}
