/**
 * The parts of Cloudflare's runtime API this server uses, typed here rather than through
 * @cloudflare/workers-types (whose globals clash with the DOM and Node types the rest of the project
 * compiles against). Shapes follow https://developers.cloudflare.com/workers/runtime-apis/.
 */

export interface D1Result<T = unknown> {
  results: T[];
  meta: { changes: number; last_row_id: number };
}

export interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  all<T = unknown>(): Promise<D1Result<T>>;
  first<T = unknown>(): Promise<T | null>;
  run(): Promise<D1Result>;
}

export interface D1Database {
  prepare(query: string): D1PreparedStatement;
  /** Runs the statements in one transaction: all or none. */
  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]>;
}

export interface R2Object {
  key: string;
  size: number;
  uploaded: Date;
}

export interface R2ObjectBody extends R2Object {
  body: ReadableStream<Uint8Array>;
}

export interface R2UploadedPart {
  partNumber: number;
  etag: string;
}

export interface R2MultipartUpload {
  readonly key: string;
  readonly uploadId: string;
  uploadPart(
    partNumber: number,
    value: ArrayBuffer | ArrayBufferView | ReadableStream | string,
  ): Promise<R2UploadedPart>;
  complete(parts: R2UploadedPart[]): Promise<R2Object>;
  abort(): Promise<void>;
}

export interface R2Bucket {
  get(key: string): Promise<R2ObjectBody | null>;
  put(
    key: string,
    value: ArrayBuffer | ArrayBufferView | ReadableStream | string | null,
    options?: { httpMetadata?: { contentType?: string } },
  ): Promise<R2Object | null>;
  delete(keys: string | string[]): Promise<void>;
  list(options?: {
    cursor?: string;
    limit?: number;
    prefix?: string;
  }): Promise<{ objects: R2Object[]; truncated: boolean; cursor?: string }>;
  createMultipartUpload(key: string): Promise<R2MultipartUpload>;
}

export interface DurableObjectId {
  toString(): string;
}

export interface DurableObjectStub {
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
}

export interface DurableObjectNamespace {
  idFromName(name: string): DurableObjectId;
  get(id: DurableObjectId): DurableObjectStub;
}

export interface DurableObjectStorage {
  get<T>(key: string): Promise<T | undefined>;
  put<T>(key: string, value: T): Promise<void>;
  deleteAll(): Promise<void>;
  setAlarm(scheduledTime: number): Promise<void>;
}

export interface DurableObjectState {
  storage: DurableObjectStorage;
}

export interface Fetcher {
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
}

/** A request's or a cron run's context (waitUntil: work that may finish after the answer); Hono types it already. */
export type { ExecutionContext } from 'hono';

export interface ScheduledController {
  scheduledTime: number;
  cron: string;
}
