/** The site's structured data helpers use the generator's JSON-LD type and serializer. */
export { type JsonLd, serializeJsonLd } from '../../build';
