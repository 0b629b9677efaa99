// A render worker's entry: workers do not inherit tsx's loader from the main thread, so register it
// here (plain JavaScript), then load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
