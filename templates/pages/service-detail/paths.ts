/**
 * Where the services section lives: the one place these URLs are written. The services list and the
 * service pages both need both paths, so they live here rather than in either page module (which would
 * import each other).
 */
export const SERVICES_PATH = '/services/';
export const servicePath = (slug: string) => `${SERVICES_PATH}${slug}/`;
