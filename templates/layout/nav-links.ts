/** Which menu link is the current section. Every link in data/ names a page: the build checks them. */
export function isCurrent(href: string, path: string): boolean {
  return href === '/' ? path === '/' : path.startsWith(href);
}
