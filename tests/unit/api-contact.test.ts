/**
 * POST /api/contact, called with Requests (no socket) on the Node server's app, or on the Worker in
 * workerd (API_TARGET=worker): every bad input gets a JSON 4xx with a message, and a message answered
 * with success is stored (SQLite or D1) and on its way to the agency's inbox.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_PATH, limits, serverMessages, toasts } from '../../lib/contract';
import { type ApiApp, apiApp } from './helpers/api-app';

const valid = {
  name: 'Dana Whitfield',
  email: 'dana@glowmedspa.example',
  phone: '(555) 123-4567',
  message: 'We want more Morpheus8 consults.',
  turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
};

let api: ApiApp;
beforeEach(() => {
  api = apiApp();
});
afterEach(() => api.close());

const post = (body: BodyInit, type = 'application/json') =>
  api.request(CONTACT_PATH, { method: 'POST', headers: { 'Content-Type': type }, body });
const json = (body: unknown) => post(JSON.stringify(body));
/** Posts a valid message as if from `address` (a socket's, or CF-Connecting-IP), optionally with an X-Forwarded-For header. */
const postFrom = (address: string, forwardedFor?: string) =>
  api.request(
    CONTACT_PATH,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
      body: JSON.stringify(valid),
    },
    address,
  );

/** A refusal, whatever was stored before it. */
async function expectFailureKeeping(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect((await res.json()).message).toBe(message);
}

async function expectFailure(res: Response, status: number, message: string, field?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ success: false, message, ...(field ? { field } : {}) });
  expect(await api.store.submissions()).toEqual([]);
}

describe('a valid message', () => {
  it('is stored before the answer, then delivered to the agency as an e-mail', async () => {
    const res = await json(valid);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: serverMessages.contactSaved });
    const [saved] = await api.store.submissions({ kind: 'contact' });
    expect(saved?.data).toEqual({ name: valid.name, email: valid.email, phone: valid.phone, message: valid.message });

    await api.deliverDue();
    const sent = await api.sentMail();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'hello@vitalis.example',
      replyTo: 'dana@glowmedspa.example',
      subject: 'New contact message from Dana Whitfield',
    });
    expect(sent[0]!.text).toContain('We want more Morpheus8 consults.');
    expect((await api.store.submissions({ kind: 'contact' }))[0]?.notification).toBe('delivered');
  });

  it('needs only a name, an email and the token', async () => {
    const res = await json({ name: 'Dana', email: 'dana@example.com', turnstileToken: 't' });
    expect(res.status).toBe(200);
    expect((await api.store.submissions())[0]?.data).toEqual({
      name: 'Dana',
      email: 'dana@example.com',
      phone: '',
      message: '',
    });
  });
});

describe('regressions: notification lines, security headers and the length limit', () => {
  it('invented lines in the notification: a line break in the name or phone stays on its line, the message is set apart', async () => {
    const res = await json({
      ...valid,
      name: 'Dana\nEmail: boss@agency.example',
      phone: '555\r\nPhone: 555-0000',
      message: 'Hello\nEmail: boss@agency.example',
    });
    expect(res.status).toBe(200);
    expect((await api.store.submissions())[0]?.data).toMatchObject({
      name: 'Dana Email: boss@agency.example',
      phone: '555 Phone: 555-0000',
    });
    await api.deliverDue();
    const text = (await api.sentMail())[0]!.text;
    // Only the real fields start a line with a label.
    expect(text.split('\n').filter((line) => /^(Name|Email|Phone):/.test(line))).toEqual([
      'Name: Dana Email: boss@agency.example',
      `Email: ${valid.email}`,
      'Phone: 555 Phone: 555-0000',
    ]);
    expect(text).toContain('Message:\n> Hello\n> Email: boss@agency.example');
  });

  it("API answers carry none of the site's security headers: every answer, success or refusal, carries them", async () => {
    for (const res of [
      await json(valid),
      await post('nope', 'text/plain'),
      await api.request('/api/nothing', { method: 'GET' }),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('a message within the 5,000-character limit is refused as too large: not when written in 3-byte characters, or escaped', async () => {
    expect((await json({ ...valid, message: '你'.repeat(limits.message) })).status).toBe(200);
    const escaped = JSON.stringify({ ...valid, message: '你'.repeat(limits.message) }).replace(/你/g, '\\u4f60');
    expect((await post(escaped)).status).toBe(200);
    await expectFailureKeeping(
      await json({ ...valid, message: '你'.repeat(limits.message + 1) }),
      400,
      `Your message is too long (${limits.message} characters at most).`,
    );
  });
});

describe('bad input gets a JSON 4xx and stores nothing', () => {
  it('refuses a body that is not JSON', async () => {
    await expectFailure(await post('name=Dana', 'application/x-www-form-urlencoded'), 415, serverMessages.notJson);
    await expectFailure(await post('{"name": "Dana",'), 400, serverMessages.malformed);
  });

  it('names the missing or wrong field', async () => {
    await expectFailure(await json({ ...valid, name: '   ' }), 400, toasts.missingInformation.text, 'name');
    await expectFailure(await json({ ...valid, email: undefined }), 400, toasts.missingInformation.text, 'email');
    await expectFailure(await json({ ...valid, email: 'dana@' }), 400, 'Please enter a valid email address.', 'email');
    await expectFailure(
      await json({ ...valid, turnstileToken: '' }),
      400,
      toasts.verificationRequired.text,
      'turnstileToken',
    );
    await expectFailure(await json({ ...valid, phone: 5551234567 }), 400, 'Your phone number must be text.', 'phone');
    await expectFailure(
      await json({ ...valid, message: 'x'.repeat(limits.message + 1) }),
      400,
      `Your message is too long (${limits.message} characters at most).`,
      'message',
    );
    await expectFailure(await json({ ...valid, admin: true }), 400, serverMessages.unknownField('admin'));
  });

  it("a JSON body of null, an array or a number answers zod's English: it answers the contract's malformed-body message", async () => {
    for (const body of ['null', JSON.stringify([valid]), '42', '"Dana"', 'true'])
      await expectFailure(await post(body), 400, serverMessages.malformed);
  });

  it('duplicate JSON keys are accepted (the last one wins): refused as multipart refuses a repeated field', async () => {
    const repeated = JSON.stringify(valid).replace('{', '{"name":"Eve", ');
    await expectFailure(await post(repeated), 400, serverMessages.repeatedField('name'));
    // Written differently, still the same key; a key equal to a value elsewhere is no repeat.
    await expectFailure(
      await post(JSON.stringify(valid).replace('{', '{"n\\u0061me" : "Eve",')),
      400,
      serverMessages.repeatedField('name'),
    );
    const quotes = JSON.stringify({ ...valid, message: 'name: "name", \\"name\\"' });
    expect((await post(quotes)).status).toBe(200);
  });

  it('direction-override characters pass the phone and name filters: refused, naming the field', async () => {
    await expectFailure(
      await json({ ...valid, name: 'Dana\u202Egnp.exe' }),
      400,
      'Your name has a hidden character that changes the direction of text. Please type it again.',
      'name',
    );
    await expectFailure(
      await json({ ...valid, phone: '(555) 123\u2066-4567' }),
      400,
      'Your phone number has a hidden character that changes the direction of text. Please type it again.',
      'phone',
    );
  });

  it('a name of combining characters is counted in UTF-16 units: stored in NFC, counted as read, marks alone refused', async () => {
    expect((await json({ ...valid, name: 'Rene\u0301 '.repeat(24) })).status).toBe(200);
    expect((await api.store.submissions())[0]?.data).toMatchObject({ name: 'René '.repeat(24).trim() });
    await expectFailureKeeping(
      await json({ ...valid, name: '\u0301\u0301\u0301' }),
      400,
      toasts.missingInformation.text,
    );
  });

  it('refuses a body over the limit while it streams in', async () => {
    await expectFailure(await json({ ...valid, message: 'x'.repeat(limits.jsonBody) }), 413, serverMessages.tooLarge);
  });

  it('refuses a failed bot-check', async () => {
    api.settings.secret = '2x0000000000000000000000000000000AA';
    await expectFailure(await json(valid), 403, serverMessages.botCheckFailed);
  });

  it('slows down a flood from one address, saying when to come back', async () => {
    api.settings.rateLimit = { max: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) expect((await json(valid)).status).toBe(200);
    const res = await json(valid);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await res.json()).toEqual({ success: false, message: serverMessages.tooMany });
    expect(await api.store.submissions()).toHaveLength(3);
  });

  it('counts each client address on its own', async () => {
    api.settings.rateLimit = { max: 2, windowMs: 60_000 };
    for (let i = 0; i < 2; i++) expect((await postFrom('203.0.113.7')).status).toBe(200);
    expect((await postFrom('203.0.113.7')).status).toBe(429);
    expect((await postFrom('198.51.100.9')).status).toBe(200);
    // Without a trusted proxy, X-Forwarded-For is the client's own words and changes nothing.
    expect((await postFrom('203.0.113.7', '192.0.2.1')).status).toBe(429);
  });

  it('X-Forwarded-For: behind a trusted proxy the key is the address the proxy appended, not the client-written first entry', async () => {
    api.settings.rateLimit = { max: 2, windowMs: 60_000 };
    api.settings.trustProxy = 1;
    const proxy = '10.0.0.2';
    // A client rotating a forged first entry is still one client: the proxy appends its real address.
    for (let i = 0; i < 2; i++) expect((await postFrom(proxy, `192.0.2.${i}, 203.0.113.7`)).status).toBe(200);
    expect((await postFrom(proxy, '192.0.2.99, 203.0.113.7')).status).toBe(429);
    expect((await postFrom(proxy, '203.0.113.7')).status).toBe(429);
    expect((await postFrom(proxy, '198.51.100.9')).status).toBe(200);
  });

  it('X-Forwarded-For: with two trusted proxies the key is the second entry from the right', async () => {
    api.settings.rateLimit = { max: 1, windowMs: 60_000 };
    api.settings.trustProxy = 2;
    // client -> CDN (appends the client) -> load balancer (appends the CDN) -> this server
    expect((await postFrom('10.0.0.2', '192.0.2.1, 203.0.113.7, 172.16.0.5')).status).toBe(200);
    expect((await postFrom('10.0.0.2', '192.0.2.2, 203.0.113.7, 172.16.0.6')).status).toBe(429);
    expect((await postFrom('10.0.0.2', '203.0.113.7, 198.51.100.9, 172.16.0.5')).status).toBe(200);
  });

  it('answers other methods and unknown API paths in JSON', async () => {
    const get = await api.request(CONTACT_PATH);
    expect(get.headers.get('allow')).toBe('POST');
    await expectFailure(get, 405, serverMessages.methodNotAllowed);
    await expectFailure(await api.request('/api/nope', { method: 'POST' }), 404, serverMessages.notFound);
  });
});
