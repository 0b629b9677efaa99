// Module loader hooks for npm run dev (plain JavaScript: they run on Node's hooks thread, beside tsx's).
// After an edit, files under the watched folders are imported again under a new version (?dev=N), so
// the next render uses the edited templates while React and the generator stay loaded once. In a
// compiled dev run, a module compiled as an entry (the generator's public entry) that is not under those
// folders resolves to its compiled module: the one instance the rest of the process uses.
let version = 0;
let roots = [];
let compiled = {};

export function initialize({ port, compiled: entries }) {
  compiled = entries ?? {};
  port.on('message', (message) => {
    version = message.version;
    roots = message.roots;
    port.postMessage({ type: 'ack' });
  });
}

const watched = (url) => url.startsWith('file:') && !url.includes('/node_modules/') && roots.some((root) => url.startsWith(root));

export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (!watched(result.url) && compiled[result.url]) return { ...result, url: compiled[result.url], format: 'module' };
  if (version === 0 || !watched(result.url)) return result;
  const url = new URL(result.url);
  url.searchParams.set('dev', String(version));
  return { ...result, url: url.href };
}
