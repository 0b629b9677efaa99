/** Starts the app on a port with Node's HTTP server (port 0: any free port; `port` says which). */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export function listen(app: Hono, port: number): Promise<{ port: number; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port }, (info: AddressInfo) => {
      resolve({ port: info.port, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
