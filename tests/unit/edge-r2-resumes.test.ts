/**
 * Resume files on R2 (server/storage/r2-resumes.ts) against an in-memory bucket that keeps R2's rules:
 * a small file is one put at commit, a large one a multipart upload whose parts but the last are all
 * 5 MiB; an abort leaves nothing; the sweep spares files referenced or just uploaded.
 */
import { describe, expect, it } from 'vitest';
import type { R2Bucket, R2Object, R2UploadedPart } from '../../server/edge/cloudflare';
import { PART_BYTES, r2Resumes } from '../../server/storage/r2-resumes';

function memoryBucket() {
  const objects = new Map<string, { bytes: Uint8Array; uploaded: Date }>();
  const log: string[] = [];
  const bucket: R2Bucket = {
    async get(key) {
      const o = objects.get(key);
      return o
        ? {
            key,
            size: o.bytes.length,
            uploaded: o.uploaded,
            body: new Blob([o.bytes as Uint8Array<ArrayBuffer>]).stream(),
          }
        : null;
    },
    async put(key, value) {
      log.push(`put ${key}`);
      objects.set(key, { bytes: new Uint8Array(value as Uint8Array), uploaded: new Date() });
      return null;
    },
    async delete(keys) {
      for (const key of [keys].flat()) objects.delete(key);
    },
    async list() {
      return {
        objects: [...objects].map(([key, o]): R2Object => ({ key, size: o.bytes.length, uploaded: o.uploaded })),
        truncated: false,
      };
    },
    async createMultipartUpload(key) {
      log.push(`create ${key}`);
      const parts = new Map<number, Uint8Array>();
      return {
        key,
        uploadId: 'u1',
        async uploadPart(partNumber, value) {
          log.push(`part ${partNumber} ${(value as Uint8Array).length}`);
          parts.set(partNumber, new Uint8Array(value as Uint8Array));
          return { partNumber, etag: `e${partNumber}` };
        },
        async complete(uploaded: R2UploadedPart[]) {
          const sizes = uploaded.map((p) => parts.get(p.partNumber)!.length);
          // R2: every part but the last has the same size, at least 5 MiB.
          if (sizes.slice(0, -1).some((size) => size !== PART_BYTES)) throw new Error(`uneven parts ${sizes}`);
          const whole = new Uint8Array(sizes.reduce((a, b) => a + b, 0));
          let at = 0;
          for (const p of uploaded) {
            whole.set(parts.get(p.partNumber)!, at);
            at += parts.get(p.partNumber)!.length;
          }
          objects.set(key, { bytes: whole, uploaded: new Date() });
          log.push('complete');
          return { key, size: whole.length, uploaded: new Date() };
        },
        async abort() {
          log.push('abort');
        },
      };
    },
  };
  return { bucket, objects, log };
}

/** Bytes in uneven chunks, as a multipart parser hands them on. */
function* chunks(bytes: Uint8Array) {
  for (let at = 0, n = 1; at < bytes.length; n = (n * 7919) % 65_521) {
    yield bytes.subarray(at, at + n);
    at += n;
  }
}
const file = (size: number) => Buffer.from(Uint8Array.from({ length: size }, (_, i) => (i * 31) % 251));
const read = async (stream: ReadableStream<Uint8Array> | undefined) =>
  Buffer.from(await new Response(stream).arrayBuffer());

describe('resume files on R2', () => {
  it('a file under 5 MiB is one put at commit, nothing before', async () => {
    const { bucket, log } = memoryBucket();
    const resumes = r2Resumes(bucket);
    const upload = await resumes.begin();
    const bytes = file(300_000);
    for (const chunk of chunks(bytes)) await upload.write(chunk);
    expect(log).toEqual([]);
    await upload.commit();
    expect(log).toEqual([`put ${upload.key}`]);
    expect((await read(await resumes.open(upload.key))).equals(bytes)).toBe(true);
  });

  it('a larger file streams out in 5 MiB parts as it arrives, completed at commit, byte for byte', async () => {
    const { bucket, log } = memoryBucket();
    const resumes = r2Resumes(bucket);
    const upload = await resumes.begin();
    const bytes = file(11_000_000);
    for (const chunk of chunks(bytes)) await upload.write(chunk);
    expect(log).toEqual([`create ${upload.key}`, `part 1 ${PART_BYTES}`, `part 2 ${PART_BYTES}`]);
    await upload.commit();
    expect(log.slice(3)).toEqual([`part 3 ${11_000_000 - 2 * PART_BYTES}`, 'complete']);
    expect((await read(await resumes.open(upload.key))).equals(bytes)).toBe(true);
  });

  it('an aborted upload leaves nothing, before or after commit', async () => {
    const { bucket, objects, log } = memoryBucket();
    const resumes = r2Resumes(bucket);
    const half = await resumes.begin();
    for (const chunk of chunks(file(6_000_000))) await half.write(chunk);
    await half.abort();
    expect(log).toContain('abort');
    const committed = await resumes.begin();
    await committed.write(file(10));
    await committed.commit();
    await committed.abort();
    expect(objects.size).toBe(0);
  });

  it('the sweep removes files no submission refers to, but not those uploaded within the hour', async () => {
    const { bucket, objects } = memoryBucket();
    const resumes = r2Resumes(bucket);
    const keys: string[] = [];
    for (let i = 0; i < 3; i++) {
      const upload = await resumes.begin();
      await upload.write(file(10));
      await upload.commit();
      keys.push(upload.key);
    }
    expect(await resumes.sweep(new Set([keys[0]!]))).toBe(0); // all too young
    expect(await resumes.sweep(new Set([keys[0]!]), Date.now() + 2 * 60 * 60_000)).toBe(2);
    expect([...objects.keys()]).toEqual([keys[0]]);
  });
});
