/**
 * Reads dist/_redirects and dist/_headers the way Cloudflare Pages does (Netlify's syntax is the same),
 * so the local server and any static host answer a URL identically. Rules match the raw request path
 * (`url.pathname`, still percent-encoded), as Cloudflare's do.
 */

export type Params = Record<string, string>;

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  /** 1-based line in the file, for messages. */
  line: number;
  /** Exact path: no splat and no placeholder. */
  isStatic: boolean;
  match: (pathname: string) => Params | undefined;
}

export interface HeaderRule {
  pattern: string;
  /** A header to add, or (value null) one an earlier rule set to take off again: `! Name`. */
  headers: [string, string | null][];
  match: (pathname: string) => Params | undefined;
}

export interface RedirectMatch {
  rule: RedirectRule;
  params: Params;
}

/** Cloudflare's default when a line gives no status (its documentation; Netlify's is 301). */
export const DEFAULT_REDIRECT_STATUS = 302;
/** The statuses Cloudflare accepts; it ignores other lines, such as Netlify's 404 rewrites. */
const CLOUDFLARE_STATUSES = new Set([200, 301, 302, 303, 307, 308]);
const PLACEHOLDER = /:[A-Za-z]\w*/;

/** A splat or a placeholder: Cloudflare calls such a rule dynamic, an exact path static. */
export function isPattern(from: string): boolean {
  return from.includes('*') || PLACEHOLDER.test(from);
}

/** A path pattern with `*` (the splat, any characters) and `:name` segments, as both files use them. */
export function compilePattern(pattern: string): (pathname: string) => Params | undefined {
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

/** Every rule line in file order, 404 rewrites included (Netlify reads them; Cloudflare does not). */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const [from, to, status] = line.split(/\s+/);
    if (!from || !to) return;
    rules.push({
      from,
      to,
      status: status === undefined ? DEFAULT_REDIRECT_STATUS : Number.parseInt(status, 10),
      line: index + 1,
      isStatic: !isPattern(from),
      match: compilePattern(from),
    });
  });
  return rules;
}

/**
 * Cloudflare Pages' choice among the rules: exact paths first (a lookup), then splats and placeholders,
 * each group in file order; the first line for a path wins. (workers-sdk promotes only the exact rules
 * above the first dynamic one; a file that lists exact paths first, as the build writes it, reads the
 * same either way.)
 */
export function cloudflareRedirects(rules: RedirectRule[]): (pathname: string) => RedirectMatch | undefined {
  const usable = rules.filter((r) => CLOUDFLARE_STATUSES.has(r.status));
  const exact = new Map<string, RedirectRule>();
  for (const rule of usable) if (rule.isStatic && !exact.has(rule.from)) exact.set(rule.from, rule);
  const dynamic = usable.filter((r) => !r.isStatic);
  return (pathname) => {
    const rule = exact.get(pathname);
    if (rule) return { rule, params: {} };
    return firstMatch(dynamic, pathname);
  };
}

/** Netlify's (and most hosts') choice: the first line that matches, whatever its kind. */
export function firstMatch(rules: RedirectRule[], pathname: string): RedirectMatch | undefined {
  for (const rule of rules) {
    const params = rule.match(pathname);
    if (params) return { rule, params };
  }
  return undefined;
}

export function applyPlaceholders(to: string, params: Params): string {
  // A function replacement: a value with '$' in it is inserted as written.
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
      const detach = /^\s*!\s*(\S+)\s*$/.exec(raw);
      const at = raw.indexOf(':');
      if (detach) current.headers.push([detach[1]!, null]);
      else if (at > 0) current.headers.push([raw.slice(0, at).trim(), raw.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/**
 * Every matching rule contributes; a header set by two rules is joined with ', ' as Cloudflare does, and
 * `! Name` in a later rule takes off what earlier ones set (Cloudflare Pages' detach).
 */
export function headersFor(rules: HeaderRule[], pathname: string): Headers {
  const headers = new Headers();
  for (const rule of rules) {
    if (!rule.match(pathname)) continue;
    for (const [name, value] of rule.headers) {
      if (value === null) headers.delete(name);
      else headers.append(name, value);
    }
  }
  return headers;
}
