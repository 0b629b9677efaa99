/**
 * A site path in canonical form: lowercase segments, each ending in '/'. Written once for the schemas
 * (links in data/) and the route table (page paths); a module of its own so the route table does not
 * bring in the schemas.
 */
const CANONICAL_PATH = /\/([a-z0-9-]+\/)*/;

/** The whole string is a canonical path, followed by `suffix` (a regular-expression source). */
export function canonicalPath(suffix = ''): RegExp {
  return new RegExp(`^${CANONICAL_PATH.source}${suffix}$`);
}
