/** The agency site's `definePage`, typed by its content (build/routes.ts). */
import { pageDefiner } from '../../build';
import type { Content } from './collections';

export const definePage = pageDefiner<Content>();
export type { Content };
