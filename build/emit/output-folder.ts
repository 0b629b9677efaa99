/**
 * The folder a build writes into, and how it takes the place of dist/.
 *
 * A build writes into a folder of its own and swaps it in at the end, so a failed build leaves the
 * previous dist/ exactly as it was. The site it replaces is not deleted but kept as the spare
 * (.build/spare-dist beside dist/), and the next build writes into the spare, over the files already
 * there: creating a thousand folders and files costs far more than writing over them (on Linux's ext4,
 * allocating inodes just freed by deleting the site before made each new file cost a millisecond), and
 * nothing is left to delete. What a recycled folder holds from before is pruned so that, once the build
 * has written its files, the folder holds exactly what a build into an empty folder would: everything
 * but pages is deleted before the build starts (a few dozen files), and pages the site no longer has
 * once the route table is known. Every file left is then written again by the build.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmdirSync, unlinkSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

const spareFor = (outDir: string) => path.join(path.dirname(outDir), '.build', `spare-${path.basename(outDir)}`);

/**
 * Makes `tmpDir` the folder to write a build into: the spare if there is one, else a new folder. Returns
 * the pages the spare held, which wait for pruneStalePages (none for a new folder).
 */
export async function outputFolder(outDir: string, tmpDir: string): Promise<Set<string>> {
  const recycledPages = new Set<string>();
  const taken = await rename(spareFor(outDir), tmpDir).then(
    () => true,
    () => false,
  );
  if (!taken) {
    await mkdir(tmpDir, { recursive: true });
    return recycledPages;
  }
  const emptied = new Set<string>();
  for (const entry of readdirSync(tmpDir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    // Every entry's folder is tmpDir or under it: cut rather than path.relative, which normalizes both
    // paths each time (a tenth of the listing's time with thousands of pages).
    const rel =
      entry.parentPath === tmpDir ? entry.name : `${entry.parentPath.slice(tmpDir.length + 1)}${path.sep}${entry.name}`;
    if (entry.isFile() && entry.name.endsWith('.html')) recycledPages.add(rel);
    else {
      unlinkSync(path.join(tmpDir, rel));
      addFolders(emptied, tmpDir, rel);
    }
  }
  removeEmptyFolders([...emptied]);
  return recycledPages;
}

/** Deletes the recycled pages the new site does not have (`pages`: every page file it writes), and the folders that leaves empty. */
export function pruneStalePages(dir: string, recycledPages: Set<string>, pages: ReadonlySet<string>): void {
  const emptied = new Set<string>();
  for (const page of recycledPages) {
    if (pages.has(page)) continue;
    unlinkSync(path.join(dir, page));
    addFolders(emptied, dir, page);
  }
  removeEmptyFolders([...emptied]);
}

/** The folders that hold `file` (a path relative to `dir`), which its deletion may have left empty. */
function addFolders(folders: Set<string>, dir: string, file: string): void {
  for (let folder = path.dirname(file); folder !== '.'; folder = path.dirname(folder))
    folders.add(path.join(dir, folder));
}

/** Removes the folders among `folders` that are empty, deepest first (a folder emptied by its children goes too); only folders a deletion may have emptied are tried. */
function removeEmptyFolders(folders: string[]): void {
  for (const folder of folders.sort((a, b) => b.length - a.length)) {
    try {
      rmdirSync(folder);
    } catch {
      // not empty: it holds what the build keeps
    }
  }
}

/**
 * Puts the new build in place of outDir; any failure leaves the previous site there.
 *
 * dist/ stays a real folder rather than a symlink to versioned builds: deploy tools and hosts upload
 * dist/, and `tar`, `cp -r` and some CI artifact steps copy a symlink as a link, not as the site (git
 * would also see a file where .gitignore expects the folder dist/). Linux cannot rename a folder over a
 * non-empty one, and Node has no atomic exchange, so the swap is two renames: the old site moves aside,
 * the new one moves in, and only then does the old one become the spare. If the second rename fails, the
 * old site moves back. For the microseconds between the renames there is no dist/; the local server
 * waits for it and answers every request from one complete build (server/static-site.ts), and static
 * hosts only read dist/ after the build has finished.
 */
export async function swapIn(tmpDir: string, outDir: string) {
  const old = `${tmpDir}-old`;
  const hadSite = await rename(outDir, old).then(
    () => true,
    (e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return false;
      throw e;
    },
  );
  try {
    await rename(tmpDir, outDir);
  } catch (error) {
    if (hadSite) {
      await rename(old, outDir).catch((restore: unknown) => {
        throw new Error(
          `The new build could not replace ${outDir}, nor could the previous site be put back; it is in ${old}`,
          { cause: restore },
        );
      });
    }
    throw error;
  }
  if (hadSite) await keepAsSpare(old, outDir);
}

/**
 * Makes `dir` (a site replaced, or the folder of a build that failed) the spare; where there already is
 * one (two builds at once), or the move fails, `dir` is deleted.
 */
export async function keepAsSpare(dir: string, outDir: string) {
  if (!existsSync(dir)) return; // a build that failed before it had a folder
  const spare = spareFor(outDir);
  mkdirSync(path.dirname(spare), { recursive: true });
  const kept = await rename(dir, spare).then(
    () => true,
    () => false,
  );
  if (!kept) await discard(dir, path.join(path.dirname(outDir), '.build', 'trash'));
}

/**
 * Deletes a folder without waiting: it moves into `trash` (beside the output, in .build/) and a detached
 * `rm -rf` empties the trash, including anything an interrupted earlier one left there. Where there is
 * no `rm` (Windows), or the move fails, the folder is deleted before returning.
 */
async function discard(dir: string, trash: string) {
  if (process.platform !== 'win32') {
    const moved = await mkdir(trash, { recursive: true })
      .then(() => rename(dir, path.join(trash, path.basename(dir))))
      .then(
        () => true,
        () => false,
      );
    if (moved) {
      const entries = (await readdir(trash)).map((entry) => path.join(trash, entry));
      const rm = spawn('rm', ['-rf', '--', ...entries], { detached: true, stdio: 'ignore' });
      rm.on('error', () => {}); // no rm: the folders wait in the trash for the next build
      rm.unref();
      return;
    }
  }
  await rm(dir, { recursive: true, force: true });
}
