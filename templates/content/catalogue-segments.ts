/**
 * URL segments under /industries/{industry}/ that belong to the catalogue list pages; with the five
 * service slugs (data/services) they take precedence over brand and procedure slugs,
 * so no brand, device or procedure may use one.
 */
export const CATALOGUE_SEGMENTS = {
  devices: 'devices',
  treatments: 'treatments',
  dentalImplants: 'dental-implants',
} as const;
