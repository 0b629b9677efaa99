/**
 * The open positions, read from data/careers/*.yaml (the file name is the posting's id, `title` its
 * title; build/content/schemas/job.ts has the full schema). The server reads the files itself with the
 * yaml package rather than importing build/, and re-reads them when the folder changes, so a posting
 * added or removed is taken into account without a restart.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import type { JobCatalog, JobPosting } from './job-postings';

export type { JobCatalog, JobPosting } from './job-postings';

/** Every posting in the folder; a file without a title, or that does not parse, is not one. */
export async function readPostings(careersDir: string): Promise<JobPosting[]> {
  const names = (await readdir(careersDir).catch(() => [] as string[])).filter((name) => name.endsWith('.yaml')).sort();
  const postings: JobPosting[] = [];
  for (const name of names) {
    const id = name.slice(0, -'.yaml'.length);
    try {
      const { title } = (parse(await readFile(path.join(careersDir, name), 'utf8')) ?? {}) as { title?: unknown };
      // The build refuses a posting without a title; here such a file is simply not a posting.
      if (typeof title === 'string' && title.trim()) postings.push({ id, title: title.trim() });
    } catch {
      // A file that does not parse is reported by the build, and is not an open position meanwhile.
    }
  }
  return postings;
}

export function jobCatalog(careersDir: string): JobCatalog {
  let loadedAt = -1;
  let postings = new Map<string, JobPosting>();

  const load = async () => {
    const changed = (await stat(careersDir).catch(() => undefined))?.mtimeMs ?? 0;
    if (changed === loadedAt) return;
    postings = new Map((await readPostings(careersDir)).map((posting) => [posting.id, posting]));
    loadedAt = changed;
  };

  return {
    async find(id) {
      await load();
      return postings.get(id);
    },
  };
}
