/**
 * GitHub, as far as the editor's sign-in and Decap's GitHub backend use it, on this machine: the OAuth
 * web flow (an authorize page whose button sends the browser back with a one-time code and the state,
 * the token endpoint, token revocation) and the REST API (the signed-in user, organisation membership,
 * and a read-only repository made from files on disk: its tree, blobs, no pull requests).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GitHubStandIn {
  origin: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the authorize page next. */
  login: string;
  /** Members of organisations, by organisation. */
  orgs: Record<string, string[]>;
  /** What the OAuth flow was asked: authorize queries, codes exchanged, tokens issued and revoked. */
  authorized: URLSearchParams[];
  exchanged: string[];
  issued: string[];
  revoked: string[];
  /** API requests (method and path), for what Decap asked. */
  apiCalls: string[];
  close(): Promise<void>;
}

export interface StandInOptions {
  /** The repository Decap reads, 'owner/name', and its files by path on the default branch. */
  repo?: { name: string; branch: string; files: Record<string, string> };
}

const html = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Authorize application</title></head><body>${body}</body></html>`;

const gitSha = (content: string) =>
  createHash('sha1')
    .update(`blob ${Buffer.byteLength(content)}\0${content}`)
    .digest('hex');

export async function startGitHubStandIn({ repo }: StandInOptions = {}): Promise<GitHubStandIn> {
  const codes = new Map<string, { login: string; redirectUri: string }>();
  const tokens = new Map<string, string>();
  const blobs = new Map(Object.values(repo?.files ?? {}).map((content) => [gitSha(content), content]));
  const standIn: Omit<GitHubStandIn, 'origin' | 'close'> = {
    clientId: 'Iv1.standin0client',
    clientSecret: 'stand-in-client-secret',
    login: 'editor-one',
    orgs: {},
    authorized: [],
    exchanged: [],
    issued: [],
    revoked: [],
    apiCalls: [],
  };

  const send = (res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'Authorization, Content-Type',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      ...(typeof body === 'string' ? { 'content-type': 'text/html; charset=utf-8' } : {}),
      ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
      ...headers,
    });
    res.end(body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
  };

  const bodyOf = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const userOf = (req: IncomingMessage) => {
    const token = /^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    return token ? tokens.get(token) : undefined;
  };

  const oauth = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const q = url.searchParams;
    if (url.pathname === '/login/oauth/authorize') {
      standIn.authorized.push(q);
      if (q.get('client_id') !== standIn.clientId) return send(res, 404, html('<h1>404: no such application</h1>'));
      const hidden = ['redirect_uri', 'state']
        .map((name) => `<input type="hidden" name="${name}" value="${q.get(name) ?? ''}">`)
        .join('');
      return send(
        res,
        200,
        html(
          `<h1>Authorize the site's editor</h1><p>Signed in as <strong>${standIn.login}</strong>. The site's editor asks for: <code>${q.get('scope')}</code>.</p><form action="/login/oauth/approve" method="get">${hidden}<button>Authorize</button></form>`,
        ),
      );
    }
    if (url.pathname === '/login/oauth/approve') {
      const code = randomBytes(10).toString('hex');
      const redirectUri = q.get('redirect_uri') ?? '';
      codes.set(code, { login: standIn.login, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      return send(res, 302, undefined, { location: back.href });
    }
    if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
      const form = new URLSearchParams(await bodyOf(req));
      const code = form.get('code') ?? '';
      standIn.exchanged.push(code);
      const granted = codes.get(code);
      codes.delete(code);
      const fits =
        granted &&
        form.get('client_id') === standIn.clientId &&
        form.get('client_secret') === standIn.clientSecret &&
        form.get('redirect_uri') === granted.redirectUri;
      if (!fits)
        return send(res, 200, {
          error: 'bad_verification_code',
          error_description: 'The code passed is incorrect or expired.',
        });
      const token = `gho_${randomBytes(16).toString('hex')}`;
      tokens.set(token, granted.login);
      standIn.issued.push(token);
      return send(res, 200, { access_token: token, token_type: 'bearer', scope: 'public_repo' });
    }
    return send(res, 404, html('<h1>404</h1>'));
  };

  const api = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    standIn.apiCalls.push(`${req.method} ${url.pathname}`);
    const revoke = /^\/applications\/([^/]+)\/token$/.exec(url.pathname);
    if (revoke && req.method === 'DELETE')
      return bodyOf(req).then((body) => {
        const expected = `Basic ${Buffer.from(`${standIn.clientId}:${standIn.clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected) return send(res, 401, { message: 'Requires authentication' });
        const token = (JSON.parse(body) as { access_token: string }).access_token;
        tokens.delete(token);
        standIn.revoked.push(token);
        send(res, 204);
      });
    const login = userOf(req);
    if (!login) return send(res, 401, { message: 'Bad credentials' });
    if (url.pathname === '/user')
      return send(res, 200, { login, id: 1, name: `Editor ${login}`, avatar_url: '', type: 'User' });
    const member = /^\/orgs\/([^/]+)\/members\/([^/]+)$/.exec(url.pathname);
    if (member) return send(res, standIn.orgs[member[1]!]?.includes(member[2]!) ? 204 : 404);
    if (!repo) return send(res, 404, { message: 'Not Found' });
    const base = `/repos/${repo.name}`;
    const path = decodeURIComponent(url.pathname);
    if (path === base)
      return send(res, 200, {
        name: repo.name.split('/')[1],
        full_name: repo.name,
        owner: { login: repo.name.split('/')[0] },
        default_branch: repo.branch,
        permissions: { admin: false, push: true, pull: true },
      });
    if (path === `${base}/pulls`) return send(res, 200, []);
    if (path === `${base}/commits`) return send(res, 200, []);
    const tree = new RegExp(`^${base}/git/trees/${repo.branch}:(.*)$`).exec(path);
    if (tree) {
      const folder = tree[1]!.replace(/^\/+|\/+$/g, '');
      const entries = Object.entries(repo.files)
        .filter(([file]) => file.startsWith(`${folder}/`) && !file.slice(folder.length + 1).includes('/'))
        .map(([file, content]) => ({
          path: file.slice(folder.length + 1),
          mode: '100644',
          type: 'blob',
          sha: gitSha(content),
          size: Buffer.byteLength(content),
        }));
      return entries.length ? send(res, 200, { sha: gitSha(folder), tree: entries }) : send(res, 404, {});
    }
    const blob = new RegExp(`^${base}/git/blobs/([0-9a-f]{40})$`).exec(path);
    if (blob && blobs.has(blob[1]!)) {
      const content = blobs.get(blob[1]!)!;
      return send(res, 200, {
        sha: blob[1],
        size: Buffer.byteLength(content),
        encoding: 'base64',
        content: Buffer.from(content).toString('base64'),
      });
    }
    return send(res, 404, { message: 'Not Found' });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'OPTIONS') return send(res, 204);
    const answer = url.pathname.startsWith('/login/oauth/') ? oauth : api;
    Promise.resolve(answer(req, res, url)).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    // 'localhost': another site than the editor's 127.0.0.1, as github.com is to the site's own.
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
