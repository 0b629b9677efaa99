/**
 * Reads dist/_redirects and dist/_headers the way Cloudflare Pages does (Netlify's syntax is the same),
 * so the local server and any static host answer a URL identically.
 */

/** Cloudflare's default when a line gives no status (its documentation; Netlify's is 301). */
export const DEFAULT_REDIRECT_STATUS = 302;

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  match: (pathname: string) => Record<string, string> | undefined;
}

export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
  match: (pathname: string) => Record<string, string> | undefined;
}

/** A path pattern with `*` (the splat, any characters) and `:name` segments, as both files use them. */
export function compilePattern(pattern: string): (pathname: string) => Record<string, string> | undefined {
  const names: string[] = [];
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') {
        names.push('splat');
        return '(.*)';
      }
      if (/^:[A-Za-z]\w*$/.test(part)) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const regex = new RegExp(`^${source}$`);
  return (pathname) => {
    const m = regex.exec(pathname);
    if (!m) return undefined;
    return Object.fromEntries(names.map((name, i) => [name, m[i + 1] ?? '']));
  };
}

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from, to, status] = line.split(/\s+/);
    if (!from || !to) continue;
    rules.push({ from, to, status: status === undefined ? DEFAULT_REDIRECT_STATUS : Number.parseInt(status, 10), match: compilePattern(from) });
  }
  return rules;
}

export function applyPlaceholders(to: string, params: Record<string, string>): string {
  return to.replace(/:splat|:([A-Za-z]\w*)/g, (whole, name?: string) => params[name ?? 'splat'] ?? whole);
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: [], match: compilePattern(raw.trim()) };
      rules.push(current);
    } else if (current) {
      const at = raw.indexOf(':');
      if (at > 0) current.headers.push([raw.slice(0, at).trim(), raw.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/** Every matching rule contributes; a header set by two rules is joined with ', ' as Cloudflare does. */
export function headersFor(rules: HeaderRule[], pathname: string): Headers {
  const headers = new Headers();
  for (const rule of rules) {
    if (!rule.match(pathname)) continue;
    for (const [name, value] of rule.headers) headers.append(name, value);
  }
  return headers;
}
