/**
 * npm run submissions -- <command>: what visitors sent, read from the same database and resume folder
 * the server writes (DATABASE_PATH, UPLOADS_DIR, VAR_DIR as for the server).
 *
 *   list [--kind contact|application] [--since DATE]         everything, oldest first, with its notification
 *   export --csv [--kind contact|application] [--since DATE] the same as CSV on stdout
 *   resume ID [--out FILE]                                   an application's resume file, byte for byte
 *
 * npm prints its own banner on stdout: redirect with `npm run -s submissions -- ...` (or use --out),
 * or the banner ends up at the top of the file.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config';
import { openLocalStorage, type SubmissionKind, type SubmissionRecord } from '../server/storage';
import { toCsv } from '../server/submissions-csv';
import { terminalSafe } from '../server/terminal-text';

const USAGE = `usage: npm run submissions -- list [--kind contact|application] [--since DATE]
       npm run -s submissions -- export --csv [--kind contact|application] [--since DATE] > submissions.csv
       npm run -s submissions -- resume ID > resume.pdf   (or: resume ID --out resume.pdf)`;

function stop(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        kind: { type: 'string' },
        since: { type: 'string' },
        csv: { type: 'boolean' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return stop((error as Error).message);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
// `npm run submissions contact` (the first form of this command) still lists one kind.
const [command = 'list', ...rest] =
  positionals[0] === 'contact' || positionals[0] === 'application' ? ['list'] : positionals;
const kind = (values.kind ??
  (positionals[0] === 'contact' || positionals[0] === 'application' ? positionals[0] : undefined)) as
  | SubmissionKind
  | undefined;
if (kind && kind !== 'contact' && kind !== 'application') stop(`--kind must be contact or application, not '${kind}'.`);
const since = values.since === undefined ? undefined : new Date(values.since);
if (since && Number.isNaN(since.getTime())) stop(`--since must be a date such as 2026-01-31, not '${values.since}'.`);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) stop(error.message);
  throw error;
}
// Opening a database that is not there would make an empty one and report '0 submissions': a mistyped
// VAR_DIR must not look like a server that received nothing.
if (!existsSync(config.databasePath)) {
  console.error(
    `No database at ${config.databasePath}: no server has stored a submission there. Point DATABASE_PATH or VAR_DIR where npm start keeps them (var/ by default).`,
  );
  process.exit(1);
}
const { store, resumes } = openLocalStorage(config);

try {
  if (command === 'list') list(await store.submissions({ kind, since }));
  else if (command === 'export') {
    if (!values.csv) stop('export needs --csv (the only format so far).');
    process.stdout.write(toCsv(await store.submissions({ kind, since })));
  } else if (command === 'resume') await resume(rest[0]);
  else stop(`unknown command '${command}'.`);
} finally {
  await store.close();
}

function list(rows: SubmissionRecord[]) {
  const state = { pending: 'NOT YET NOTIFIED', delivered: 'notified', failed: 'NOTIFICATION FAILED' } as const;
  // Every visitor's text is printed with its control characters escaped (server/terminal-text.ts).
  const line = (value: unknown) => terminalSafe(String(value ?? ''), { oneLine: true });
  for (const row of rows) {
    const { name, email, ...rest } = row.data as { name?: string; email?: string };
    console.log(`#${row.id} ${row.createdAt} ${row.kind} ${state[row.notification]}  ${line(name)} <${line(email)}>`);
    for (const [key, value] of Object.entries(rest)) {
      if (!value) continue;
      // A text of several lines is set apart under its label, so none of its lines can pose as a field.
      const lines = terminalSafe(String(value)).split('\n');
      console.log(
        lines.length === 1
          ? `    ${line(key)}: ${lines[0]}`
          : [`    ${line(key)}:`, ...lines.map((l) => `    | ${l}`)].join('\n'),
      );
    }
    if (row.resume)
      console.log(
        `    resume: ${line(row.resume.originalName)} (${row.resume.mediaType}, ${row.resume.size} bytes, sha256 ${row.resume.sha256}); npm run -s submissions -- resume ${row.id} > file`,
      );
    if (row.lastError) console.log(`    last delivery error: ${line(row.lastError)}`);
  }
  console.log(`${rows.length} submission${rows.length === 1 ? '' : 's'}`);
  const failed = rows.filter((r) => r.notification === 'failed');
  if (failed.length) {
    console.log(
      `${failed.length} notification${failed.length === 1 ? '' : 's'} could not be delivered and will not be retried: ${failed.map((r) => `#${r.id}`).join(', ')}.`,
    );
    console.log('The agency never received these by e-mail; read them above and answer from here.');
  }
}

async function resume(id: string | undefined) {
  if (!id || !/^\d+$/.test(id)) stop('resume needs the id of an application, as `list` shows it (#12 -> 12).');
  const submission = await store.submission(Number(id));
  if (!submission?.resume)
    stop(submission ? `#${id} is a ${submission.kind} without a resume.` : `there is no submission #${id}.`);
  if (!values.out && process.stdout.isTTY)
    stop('a resume is a binary file: redirect it (> resume.pdf) or give --out FILE.');
  const body = await resumes.open(submission.resume.key);
  if (!body) stop(`the file of #${id}'s resume (${submission.resume.key}) is missing from ${config.uploadsDir}.`);
  await pipeline(
    Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
    values.out ? createWriteStream(values.out) : process.stdout,
  );
  if (values.out)
    console.error(`Wrote ${submission.resume.originalName} (${submission.resume.size} bytes) to ${values.out}.`);
}
