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
