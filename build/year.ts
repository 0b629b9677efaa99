/**
 * The footer's copyright year: the current year, or that of SOURCE_DATE_EPOCH when it is set,
 * the reproducible-builds convention (a release sets it to its commit's time), so two builds of
 * one commit are the same bytes on any day.
 */
export function buildYear(env: NodeJS.ProcessEnv = process.env): number {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return new Date(env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? epoch * 1000 : Date.now()).getUTCFullYear();
}

/** The build's date, YYYY-MM-DD in UTC: today, or SOURCE_DATE_EPOCH's day when it is set. */
export function buildDate(env: NodeJS.ProcessEnv = process.env): string {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return new Date(env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? epoch * 1000 : Date.now())
    .toISOString()
    .slice(0, 10);
}
