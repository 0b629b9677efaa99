/**
 * Files that hold visitors' personal data are readable by their owner only: folders 0700, files 0600.
 * Modes are set on what exists too, so a folder or database made by an earlier version is tightened.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';

export async function privateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

export function privateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/**
 * A SQLite database file made (or tightened) 0600 before SQLite opens it: SQLite gives its WAL and
 * shared-memory files the database file's mode.
 */
export function privateDatabaseFile(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  for (const companion of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(companion)) chmodSync(companion, 0o600);
}
