/** The embedded storage: SQLite for submissions and the outbox, a local folder for resume files. */
import { localResumes } from './local-resumes';
import { openSqliteStore } from './sqlite-store';
import type { Storage } from './types';

export type * from './types';

export function openLocalStorage(options: { databasePath: string; uploadsDir: string }): Storage {
  return { store: openSqliteStore(options.databasePath), resumes: localResumes(options.uploadsDir) };
}
