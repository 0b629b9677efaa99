/**
 * Reads a multipart/form-data body as it streams in (busboy), with every limit enforced on the way: the
 * text fields are collected, the one expected file is handed chunk by chunk to `onFile`, and nothing is
 * buffered beyond a chunk. A body over `maxBodyBytes` or a file over `maxFileBytes` stops with 413 as
 * soon as the excess arrives.
 *
 * The body is a Web ReadableStream, or on Node the request's own stream: Node 20's Readable.toWeb (which
 * @hono/node-server uses for `request.body`) ignores backpressure and would queue a whole 10 MB upload
 * in memory when the disk is slower than the network. A refused body is left unread, not destroyed, so
 * the answer still reaches the client; the HTTP server discards the rest.
 */
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { serverMessages } from '../../lib/contract';
import { shortName } from './request';

export interface MultipartLimits {
  /** The name of the one file field; any other file is refused. */
  fileField: string;
  maxFileBytes: number;
  /** Largest text field in bytes; longer values are cut here, which the schema then reports as too long. */
  maxFieldBytes: number;
  maxFields: number;
  maxBodyBytes: number;
  /** Aborted when the body has taken too long: reading stops with 408, however the bytes trickle. */
  deadline?: AbortSignal;
}

export interface FileInfo {
  filename: string;
  declaredType: string;
}

/** Consumes the file's chunks; the reader waits for each call, so a slow disk slows the upload, not memory. */
export type FileSink = (info: FileInfo) => { write(chunk: Uint8Array): Promise<void> | void };

export type MultipartResult =
  | { ok: true; fields: Record<string, string>; file?: FileInfo }
  | { ok: false; status: 400 | 408 | 413; message: string; tooLargeFile?: boolean };

class Refused extends Error {
  constructor(
    readonly status: 400 | 408 | 413,
    message: string,
    readonly tooLargeFile = false,
  ) {
    super(message);
  }
}

const ignore = () => {};

export async function readMultipart(
  body: ReadableStream<Uint8Array> | Readable,
  contentType: string,
  limits: MultipartLimits,
  sink: FileSink,
): Promise<MultipartResult> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        fieldNameSize: 100,
        fieldSize: limits.maxFieldBytes,
        fields: limits.maxFields,
        files: 1,
        parts: limits.maxFields + 1,
        // busboy reports a file that reaches its limit as cut: one byte more, so exactly maxFileBytes passes.
        fileSize: limits.maxFileBytes + 1,
      },
    });
  } catch {
    return { ok: false, status: 400, message: serverMessages.malformedForm }; // no boundary, or not multipart
  }

  // No prototype: a field named '__proto__' is a field like any other, refused by the schema as unknown.
  const fields: Record<string, string> = Object.create(null);
  let file: FileInfo | undefined;
  let refusal: Refused | undefined;
  let fileDone: Promise<void> = Promise.resolve();
  let fileStream: Readable | undefined;
  let sinkError: unknown;

  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limits.maxBodyBytes) done(new Refused(413, serverMessages.applicationTooLarge));
      else done(null, chunk);
    },
  });
  // Stopping means tearing down the counter and the parser; the source is only unpiped (see above).
  // Refusals can come after the pipeline let go of a stream (busboy parses the last chunk after the body
  // ended), and an 'error' event nobody listens to ends the process (found by api-fuzz.test.ts).
  counter.on('error', ignore);
  const refuse = (reason: Refused) => {
    refusal ??= reason;
    counter.destroy(reason);
  };

  const source = body instanceof Readable ? body : Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  source.on('error', (error) => counter.destroy(error));
  source.on('close', () => {
    if (!source.readableEnded) counter.destroy(new Error('the client went away before the body ended'));
  });
  source.pipe(counter);

  parser.on('field', (name = '', value) => {
    if (Object.hasOwn(fields, name)) return refuse(new Refused(400, serverMessages.repeatedField(shortName(name))));
    fields[name] = value;
  });
  parser.on('file', (name = '', stream, info) => {
    stream.on('error', ignore); // torn down with the parser after a refusal, which is known already
    if (name !== limits.fileField || file) {
      stream.resume();
      return refuse(
        new Refused(
          400,
          file ? serverMessages.repeatedField(shortName(name)) : serverMessages.unknownField(shortName(name)),
        ),
      );
    }
    file = { filename: info.filename ?? '', declaredType: info.mimeType };
    fileStream = stream;
    const target = sink(file);
    stream.on('limit', () => refuse(new Refused(413, serverMessages.applicationTooLarge, true)));
    fileDone = (async () => {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        try {
          await target.write(chunk);
        } catch (error) {
          sinkError = error; // the disk, not the visitor: the handler answers 503
          counter.destroy(error as Error);
          return;
        }
      }
    })().catch(ignore); // the parser went away under the stream: the pipeline says why
  });
  for (const event of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const)
    parser.on(event, () => refuse(new Refused(400, serverMessages.tooManyParts)));
  const tooSlow = () => refuse(new Refused(408, serverMessages.tooSlow));
  if (limits.deadline?.aborted) tooSlow();
  limits.deadline?.addEventListener('abort', tooSlow, { once: true });

  try {
    await pipeline(counter, parser);
    await fileDone;
  } catch (error) {
    source.unpipe(counter);
    if (source !== body) source.destroy(); // a Web stream of our own making: cancel it
    // busboy does not end the file part it was in when the form turns out malformed: without this, the
    // loop writing it waited for a chunk that never came (a hung Worker, found by api-fuzz.test.ts).
    fileStream?.destroy();
    await fileDone;
    if (sinkError) throw sinkError;
    const reason = refusal ?? (error instanceof Refused ? error : new Refused(400, serverMessages.malformedForm));
    return {
      ok: false,
      status: reason.status,
      message: reason.message,
      ...(reason.tooLargeFile ? { tooLargeFile: true } : {}),
    };
  } finally {
    limits.deadline?.removeEventListener('abort', tooSlow);
  }
  if (sinkError) throw sinkError;
  if (refusal)
    return {
      ok: false,
      status: refusal.status,
      message: refusal.message,
      ...(refusal.tooLargeFile ? { tooLargeFile: true } : {}),
    };
  return { ok: true, fields, ...(file ? { file } : {}) };
}
