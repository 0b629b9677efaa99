// A render worker's entry: workers do not inherit tsx's loader from the main thread, so register it
// here (plain JavaScript), then load the TypeScript worker.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The project's tsconfig (JSX settings), wherever the build was started from.
register({ tsconfig: process.env.TSX_TSCONFIG_PATH ?? fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
await import('./render-worker.ts');
