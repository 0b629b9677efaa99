/**
 * Applies the SQL files in migrations/ in name order, each once, in a transaction. Applied names are kept
 * in `d1_migrations`, the table and shape Cloudflare's `wrangler d1 migrations apply` uses, so the same
 * folder can migrate a D1 database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function migrate(db: Database.Database, dir = MIGRATIONS_DIR): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS d1_migrations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT UNIQUE,
    applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
  )`);
  const applied = new Set(db.prepare('SELECT name FROM d1_migrations').pluck().all() as string[]);
  const pending = readdirSync(dir)
    .filter((name) => name.endsWith('.sql') && !applied.has(name))
    .sort();
  const record = db.prepare('INSERT INTO d1_migrations (name) VALUES (?)');
  for (const name of pending) {
    db.transaction(() => {
      db.exec(readFileSync(path.join(dir, name), 'utf8'));
      record.run(name);
    })();
  }
  return pending;
}
