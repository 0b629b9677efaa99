/** Types of scripts/dev-packages.mjs, plain JavaScript so that npm run dev's entry loads it before tsx. */
export declare const SERVER_PACKAGES: readonly string[];
export declare const OTHER_PACKAGES: readonly string[];
export declare function restarting(env?: Record<string, string | undefined>, cwd?: string): boolean;
