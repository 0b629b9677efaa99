/**
 * Which Host names npm run dev answers. A page on any site can make its own name resolve to 127.0.0.1
 * (DNS rebinding) and then read and write through the dev server as if it were its own; its requests
 * carry its own name as Host. So only names that cannot be rebound are served, as Vite's
 * server.allowedHosts does: loopback names and addresses, the address HOST names, this machine's own
 * addresses when it listens on all of them, and the names DEV_ALLOWED_HOSTS lists (`.example.test`
 * allows its subdomains too). Everything else gets 403 before any page, asset or API answers.
 */
import os from 'node:os';

export interface HostRules {
  /** The address the server listens on (HOST). */
  bind?: string;
  /** Names allowed besides this machine's: exact, or `.name` for it and its subdomains. */
  allowed?: readonly string[];
}

/** DEV_ALLOWED_HOSTS: names separated by commas or spaces. */
export function allowedHostsFrom(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.DEV_ALLOWED_HOSTS ?? '')
    .split(/[\s,]+/)
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

const WILDCARD = new Set(['0.0.0.0', '::', '[::]', '']);

/** Whether a hostname (as a URL gives it: lowercase, IPv6 in brackets) is one the dev server answers. */
export function isAllowedHost(hostname: string, rules: HostRules = {}): boolean {
  const name = hostname.toLowerCase();
  if (isLoopbackName(name)) return true;
  for (const allowed of rules.allowed ?? []) {
    if (allowed.startsWith('.') ? name === allowed.slice(1) || name.endsWith(allowed) : name === allowed) return true;
  }
  const bind = rules.bind?.toLowerCase();
  if (bind === undefined || isLoopbackAddress(bind)) return false;
  if (!WILDCARD.has(bind)) return name === bind || name === `[${bind}]`;
  // Listening on every address: this machine's own addresses, which no other site can take as its name.
  return ownAddresses().has(name);
}

/** localhost and its subdomains (RFC 6761), 127.0.0.0/8 and [::1]. */
export function isLoopbackName(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** A HOST value that reaches this machine only ('::1' comes without brackets). */
export function isLoopbackAddress(bind: string): boolean {
  return isLoopbackName(bind.toLowerCase()) || bind === '::1';
}

function ownAddresses(): Set<string> {
  const found = new Set<string>();
  for (const entries of Object.values(os.networkInterfaces()))
    for (const entry of entries ?? []) found.add(entry.family === 'IPv6' ? `[${entry.address}]` : entry.address);
  return found;
}

/** A check for the whole server: undefined lets the request through, else the 403 to answer. */
export function hostGuard(rules: HostRules): (request: Request) => Response | undefined {
  return (request) => {
    const { hostname } = new URL(request.url);
    if (isAllowedHost(hostname, rules)) return undefined;
    const message = `npm run dev answers this machine only, not the host name '${hostname}'. If you meant to open it under that name, list it in DEV_ALLOWED_HOSTS.`;
    return new Response(JSON.stringify({ error: message }), {
      status: 403,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  };
}
