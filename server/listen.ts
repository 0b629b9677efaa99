/** Starts the app on a port with Node's HTTP server. */
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export function listen(app: Hono, port: number): Promise<{ close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port }, () => {
      resolve({ close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
