/** The outbox drills' shared setup (the durability test, the bench): where notifications go, and a backlog of them. */
import path from 'node:path';
import { openLocalStorage } from '../../../server/storage';

const INBOX = 'hello@vitalis.example';
/** The server's mail settings for the drills: the sender, and the inbox contact messages are notified to. */
export const MAIL_ENV = { MAIL_FROM: `Website <${INBOX}>`, CONTACT_TO: INBOX };

/** Writes `count` contact submissions whose notifications wait in the outbox of `varDir`'s database. */
export async function writeBacklog(varDir: string, count: number): Promise<void> {
  const { store } = openLocalStorage({
    databasePath: path.join(varDir, 'submissions.sqlite'),
    uploadsDir: path.join(varDir, 'uploads'),
  });
  await Promise.all(
    Array.from({ length: count }, (_, n) =>
      store.saveSubmission({
        kind: 'contact',
        data: { n },
        mail: { to: INBOX, subject: `Backlog ${n}`, text: `Message ${n}` },
      }),
    ),
  );
  await store.close();
}
