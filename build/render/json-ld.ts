/** Structured data, typed against schema.org by schema-dts so a misspelt property fails type-checking. */
import type { Thing, WithContext } from 'schema-dts';

export type JsonLd = WithContext<Thing>;

/** JSON for a <script type="application/ld+json">, safe to inline: '<' cannot close the element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
