/**
 * Resume files in a Cloudflare R2 bucket, streamed in as they arrive. R2 needs an object's length
 * before a streamed put, which an upload does not announce, so the bytes are gathered into parts of
 * PART_BYTES: a file that ends within the first part (most resumes) is one put at commit(); a larger one
 * becomes a multipart upload, each full part sent while the visitor keeps sending, completed at
 * commit(). At most one part is held in memory, never the whole file, and nothing has the final key
 * before commit(). Keys are random, as on disk.
 */
import type { R2Bucket, R2MultipartUpload, R2UploadedPart } from '../edge/cloudflare';
import type { ResumeFiles, ResumeUpload } from './types';

/** R2's smallest part but the last (5 MiB); every part but the last must have the same size. */
export const PART_BYTES = 5 * 1024 * 1024;
const KEY = /^[0-9a-f]{32}$/;
/** Files younger than this are never swept: their submission may be being saved. */
const SWEEP_AFTER_MS = 60 * 60_000;

export function r2Resumes(bucket: R2Bucket): ResumeFiles {
  const checked = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a resume key: ${key}`);
    return key;
  };

  return {
    async begin(): Promise<ResumeUpload> {
      const key = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
      // Chunks not yet sent, kept as they came (a small file is never copied into a 5 MiB buffer).
      let pending: Uint8Array[] = [];
      let pendingBytes = 0;
      let multipart: R2MultipartUpload | undefined;
      const parts: R2UploadedPart[] = [];
      let done = false;

      /** The first `size` pending bytes as one array, the rest kept pending. */
      const take = (size: number) => {
        const out = new Uint8Array(size);
        let filled = 0;
        while (filled < size) {
          const chunk = pending[0]!;
          const n = Math.min(chunk.length, size - filled);
          out.set(chunk.subarray(0, n), filled);
          filled += n;
          if (n === chunk.length) pending.shift();
          else pending[0] = chunk.subarray(n);
        }
        pendingBytes -= size;
        return out;
      };
      const sendPart = async (bytes: Uint8Array) => {
        multipart ??= await bucket.createMultipartUpload(key);
        parts.push(await multipart.uploadPart(parts.length + 1, bytes));
      };

      return {
        key,
        async write(chunk) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          while (pendingBytes >= PART_BYTES) await sendPart(take(PART_BYTES));
        },
        async commit() {
          done = true;
          const rest = take(pendingBytes);
          pending = [];
          if (!multipart) {
            await bucket.put(key, rest);
            return;
          }
          if (rest.length) await sendPart(rest);
          await multipart.complete(parts);
        },
        async abort() {
          if (multipart && !done) await multipart.abort().catch(() => {});
          done = true;
          await bucket.delete(key);
        },
      };
    },
    async open(key) {
      return (await bucket.get(checked(key)))?.body;
    },
    async delete(key) {
      await bucket.delete(checked(key));
    },
    async sweep(referenced, now = Date.now()) {
      // Unfinished multipart uploads are aborted by R2 itself after seven days (the bucket's default rule).
      // Requests run while this does: a file committed a moment ago may not have its D1 row yet.
      const before = now - SWEEP_AFTER_MS;
      let removed = 0;
      let cursor: string | undefined;
      do {
        const page = await bucket.list({ limit: 1000, ...(cursor ? { cursor } : {}) });
        const orphans = page.objects
          .filter((o) => o.uploaded.getTime() < before && KEY.test(o.key) && !referenced.has(o.key))
          .map((o) => o.key);
        if (orphans.length) await bucket.delete(orphans);
        removed += orphans.length;
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return removed;
    },
  };
}
