/** POST /api/contact: validates, checks the bot-check token, stores the message, then answers. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { limits, serverMessages, type ApiAnswer } from '../../lib/contract';
import { contactRequest } from '../contract-schemas';
import type { ApiDeps } from './deps';
import { notificationText } from './notification-text';
import { clientAddress, fail, invalid, oneLine, rateLimited, readJson } from './request';

export function contactApi(deps: ApiDeps): Hono {
  const app = new Hono();
  app.post(
    '/',
    bodyLimit({ maxSize: limits.jsonBody, onError: (c) => fail(c, 413, serverMessages.tooLarge) }),
    async (c) => {
      const address = clientAddress(c, deps);
      const limited = await rateLimited(c, deps.limiter, `contact:${address}`);
      if (limited) return limited;
      const body = await readJson(c);
      if ('error' in body) return body.error;
      const parsed = contactRequest.safeParse(body.value);
      if (!parsed.success) return invalid(c, parsed.error.issues[0]!);
      const { turnstileToken, ...message } = parsed.data;

      const verdict = await deps.verify(turnstileToken, address);
      if (!verdict.ok)
        return verdict.reason === 'rejected'
          ? fail(c, 403, serverMessages.botCheckFailed)
          : fail(c, 503, serverMessages.botCheckUnavailable);

      try {
        await deps.store.saveSubmission({
          kind: 'contact',
          data: message,
          mail: {
            to: deps.contactTo,
            replyTo: message.email,
            subject: `New contact message from ${oneLine(message.name)}`,
            text: notificationText(
              [
                ['Name', message.name],
                ['Email', message.email],
                ['Phone', message.phone || '(not given)'],
              ],
              [['Message', message.message, '(no message)']],
            ),
          },
        });
      } catch (error) {
        console.error('POST /api/contact: the message could not be saved.', error);
        return fail(c, 503, serverMessages.notSaved);
      }
      deps.outbox.kick();
      return c.json({ success: true, message: serverMessages.contactSaved } satisfies ApiAnswer, 200);
    },
  );
  app.all('/', (c) => fail(c, 405, serverMessages.methodNotAllowed, { Allow: 'POST' }));
  return app;
}
