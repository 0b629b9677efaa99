/** Starts the app on a port with Node's HTTP server (port 0: any free port; `port` says which). */
import type { Server, ServerOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { ConfigError } from './env-settings';

export interface ListenOptions {
  /** The address to listen on; 127.0.0.1 reaches this machine only. */
  hostname?: string;
  /** A connection that sends nothing for this long is closed: a stalled upload keeps neither socket nor partial file. */
  idleTimeoutMs?: number;
  /**
   * A request not received whole in this long gets 408 and its connection closed, however it trickles:
   * silences alone do not bound it. 0 or unset: Node's own (300 s).
   */
  requestTimeoutMs?: number;
}

export function listen(
  app: Hono,
  port: number,
  { hostname = '127.0.0.1', idleTimeoutMs, requestTimeoutMs }: ListenOptions = {},
): Promise<{ port: number; close: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        fetch: (request, env) => answerHonestly(app, request, env),
        port,
        hostname,
        serverOptions: requestTimeoutMs ? requestBounds(requestTimeoutMs) : {},
      },
      (info: AddressInfo) => {
        server.off('error', refused);
        resolve({ port: info.port, close: () => new Promise<void>((done) => server.close(() => done())) });
      },
    ) as Server;
    // A port it cannot have is a setting to change, said in a sentence.
    const refused = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE' || error.code === 'EACCES'
          ? new ConfigError(
              `Port ${port} on ${hostname} is ${error.code === 'EADDRINUSE' ? 'in use (is npm start or npm run dev already running?)' : 'not open to this user'}. Stop what uses it, or choose another port with PORT (PORT=${port + 1}).`,
            )
          : error,
      );
    server.once('error', refused);
    if (idleTimeoutMs) server.timeout = idleTimeoutMs;
  });
}

/**
 * Node checks the bound only every `connectionsCheckingInterval` (30 s by default), so the check runs
 * a few times within it; headers alone may not take longer than the whole request.
 */
function requestBounds(requestTimeoutMs: number): ServerOptions {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(60_000, requestTimeoutMs),
    connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.round(requestTimeoutMs / 10))),
  };
}

/**
 * A refusal may come before the request's body was read (an announced size over the limit, too many
 * requests): the connection cannot carry another request after it, so the answer says it will close
 * rather than promise keep-alive and drop the socket under the client's next request.
 */
async function answerHonestly(app: Hono, request: Request, env: unknown): Promise<Response> {
  const response = await app.fetch(request, env);
  const hasBody = Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding');
  if (response.status >= 400 && hasBody) response.headers.set('Connection', 'close');
  return response;
}
