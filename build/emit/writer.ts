/**
 * Writes files under one folder, one at a time and synchronously: a page is a few dozen kilobytes, and
 * the thread pool's open, write and close per file cost more than the writing (and a thousand files
 * written at once fail with EMFILE under macOS's default limit of 256 open files).
 *
 * The folder may be a recycled output (build/emit/output-folder.ts), so a file may already be there: it is
 * written over in place, which costs no new inode. A file that is a hard link (the build cache keeps
 * pages by linking them) or not a plain file is unlinked first, so writing never reaches another name.
 */
import {
  closeSync,
  ftruncateSync,
  lstatSync,
  mkdirSync,
  openSync,
  readSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** A file's content: text, bytes, or a list of either, written one after the other. */
export type FileData = string | Uint8Array | readonly (string | Uint8Array)[];

export interface Writer {
  /** Writes a file; resolves once it is on disk, rejects (and fails the next flush) if it cannot be. */
  write(rel: string, data: FileData): Promise<void>;
  /** Resolves once everything queued so far is written; rejects with the first failure. */
  flush(): Promise<void>;
}

export function createWriter(root: string): Writer {
  const folders = new Set<string>();
  let failure: unknown;
  return {
    write(rel, data) {
      try {
        writeOver(path.join(root, rel), data, folders);
        return Promise.resolve();
      } catch (error) {
        failure ??= error;
        const failed = Promise.reject(error);
        failed.catch(() => {}); // callers may not wait for one file; flush reports it
        return failed;
      }
    },
    async flush() {
      if (failure) throw failure;
    },
  };
}

/**
 * A page's UTF-8 bytes, in one buffer reused for every page (each is written before the next is
 * encoded): a new buffer per page, as Buffer.from makes, cost twice as much for fifty megabytes of
 * pages, in allocation, a second pass to size it, and garbage collection.
 */
let scratch = Buffer.allocUnsafe(1 << 20);
function encode(data: Exclude<FileData, Uint8Array>): Uint8Array {
  const chunks = typeof data === 'string' ? [data] : data;
  let most = 0;
  // Three bytes at most for each UTF-16 unit of text.
  for (const chunk of chunks) most += typeof chunk === 'string' ? chunk.length * 3 : chunk.length;
  if (most > scratch.length) scratch = Buffer.allocUnsafe(most);
  let length = 0;
  for (const chunk of chunks) {
    if (typeof chunk === 'string') length += scratch.write(chunk, length);
    else {
      scratch.set(chunk, length);
      length += chunk.length;
    }
  }
  return scratch.subarray(0, length);
}

/** Writes `file`, in place if it is a plain file of its own, creating its folder the first time one is missing. */
function writeOver(file: string, data: FileData, folders = new Set<string>()): void {
  const bytes = data instanceof Uint8Array ? data : encode(data);
  const existing = lstatSync(file, { throwIfNoEntry: false });
  if (existing?.isFile() && existing.nlink === 1) {
    writeInPlace(file, bytes, existing.size);
    return;
  }
  if (existing) unlinkSync(file);
  else {
    const dir = path.dirname(file);
    if (!folders.has(dir)) {
      mkdirSync(dir, { recursive: true });
      folders.add(dir);
    }
  }
  writeFileSync(file, bytes);
}

/** What a file of the recycled folder holds, read to compare: one buffer, reused as `scratch` is. */
let held = Buffer.allocUnsafe(1 << 20);

/**
 * Writes over the bytes already there and cuts what is left beyond them: truncating first frees every
 * block of the file only to allocate them again, which made writing over a page cost four times more.
 * A file that already holds exactly these bytes (most pages of a site rebuilt) is left as it is: reading
 * it costs less than writing it, and a page written again, even the same, is one more for the disk to
 * take (writing a thousand unchanged pages to disk made some builds' render phase twice as long).
 */
function writeInPlace(file: string, bytes: Uint8Array, size: number): void {
  const fd = openSync(file, 'r+');
  try {
    if (size === bytes.length && holds(fd, bytes)) return;
    for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written);
    ftruncateSync(fd, bytes.length);
  } finally {
    closeSync(fd);
  }
}

/** Whether the open file's bytes are `bytes` (its size is theirs). */
function holds(fd: number, bytes: Uint8Array): boolean {
  if (bytes.length > held.length) held = Buffer.allocUnsafe(bytes.length);
  let read = 0;
  for (let n = -1; read < bytes.length && n !== 0; read += n) n = readSync(fd, held, read, bytes.length - read, read);
  return read === bytes.length && held.subarray(0, read).equals(bytes);
}
