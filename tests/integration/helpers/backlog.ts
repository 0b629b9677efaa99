/** A backlog of pending notifications, written straight into a server's database (the durability test, the bench). */
import path from 'node:path';
import { openLocalStorage } from '../../../server/storage';

/** Writes `count` contact submissions whose notifications wait in the outbox of `varDir`'s database. */
export async function writeBacklog(varDir: string, count: number): Promise<void> {
  const { store } = openLocalStorage({ databasePath: path.join(varDir, 'submissions.sqlite'), uploadsDir: path.join(varDir, 'uploads') });
  await Promise.all(Array.from({ length: count }, (_, n) => store.saveSubmission({ kind: 'contact', data: { n }, mail: { to: 'hello@vitalis.example', subject: `Backlog ${n}`, text: `Message ${n}` } })));
  await store.close();
}
