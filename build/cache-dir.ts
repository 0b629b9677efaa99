/**
 * The build's own folder: the cache of what it learned and its report. It is the project's `.build/`
 * (BUILD_DIR overrides), whatever output folder the build is given, so a build never writes beside a
 * folder it was only asked to fill.
 */
import path from 'node:path';

export function buildDirFrom(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): string {
  return path.resolve(root, env.BUILD_DIR || '.build');
}

/** Where a build keeps what it learned, in the build's folder. */
export const cacheDirIn = (buildDir: string) => path.join(buildDir, 'cache');
