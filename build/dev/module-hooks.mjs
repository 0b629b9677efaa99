// Module loader hooks for npm run dev (plain JavaScript: they run on Node's hooks thread, beside tsx's).
// After an edit, files under the watched folders are imported again under a new version (?dev=N), so
// the next render uses the edited templates while React and the generator stay loaded once. Each
// import between watched files is remembered, so the dev server knows which page kinds use a file.
let version = 0;
let roots = [];
const imports = new Map();

export function initialize({ port, roots: watched }) {
  roots = watched;
  port.on('message', (message) => {
    if (message.type === 'version') version = message.version;
    port.postMessage({ type: 'ack', imports: message.type === 'imports' ? [...imports].map(([file, children]) => [file, [...children]]) : [] });
  });
}

const watched = (url) => url.startsWith('file:') && !url.includes('/node_modules/') && roots.some((root) => url.startsWith(root));
const bare = (url) => url.split('?')[0];

export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (version === 0 || !watched(result.url)) return result;
  if (context.parentURL && watched(context.parentURL)) {
    const parent = bare(context.parentURL);
    if (!imports.has(parent)) imports.set(parent, new Set());
    imports.get(parent).add(bare(result.url));
  }
  const url = new URL(result.url);
  url.searchParams.set('dev', String(version));
  return { ...result, url: url.href };
}
