/**
 * Location headers built from a request stay on this site. A path that starts with two slashes (or a
 * backslash, which browsers read as a slash, or their percent-encoded forms) is protocol-relative:
 * `Location: //evil.com/` sends the browser to evil.com. Every such run collapses to one '/'.
 */

const LEADING_SLASHES = /^(?:[/\\\s]|%2f|%5c|%09)+/i;

/** '//evil.com/' -> '/evil.com/'; '/about/' is unchanged. */
export function sameSitePath(path: string): string {
  return path.replace(LEADING_SLASHES, '/');
}

/**
 * A decoded path as a header-safe Location: each segment percent-encoded again (so CR, LF and characters
 * a header cannot carry never reach one), leading slashes collapsed, the request's query kept.
 */
export function locationFor(decodedPath: string, search: string): string {
  return sameSitePath(decodedPath.split('/').map(encodeURIComponent).join('/')) + search;
}

/**
 * Where a _redirects rule sends a request, as Cloudflare writes it: a site path keeps the request's query
 * unless the rule gives its own; an absolute URL (written by the site's author) goes where it says.
 * Undefined when the target is not a URL at all.
 */
export function redirectLocation(target: string, request: URL): string | undefined {
  try {
    if (/^https?:\/\//i.test(target)) {
      const to = new URL(target);
      return `${to.origin}${to.pathname}${to.search || request.search}${to.hash}`;
    }
    const to = new URL(sameSitePath(target), request.origin);
    // The URL parser can bring two slashes back ('/.//x' -> '//x'): collapse again.
    return `${sameSitePath(to.pathname)}${to.search || request.search}${to.hash}`;
  } catch {
    return undefined;
  }
}
