/** The open positions as the API sees them: an id (the posting's file name) and its title. */
export interface JobPosting {
  id: string;
  title: string;
}

export interface JobCatalog {
  find(id: string): Promise<JobPosting | undefined>;
}

/** A catalog fixed when the Worker is bundled (no file system on the edge; a new posting is a new deploy, as for the site). */
export function fixedJobCatalog(postings: readonly JobPosting[]): JobCatalog {
  const byId = new Map(postings.map((posting) => [posting.id, posting]));
  return { find: async (id) => byId.get(id) };
}
