/**
 * The Worker's Cron Triggers, as wrangler.toml lists them (a test checks the two agree). A module of its
 * own: a Worker's entry may export only handlers and classes.
 */
/** Every minute: deliver the outbox (a notification refused for now waits for its back-off to end). */
export const OUTBOX_CRON = '* * * * *';
/** Daily at 03:17 UTC: delete what the retention periods say. */
export const RETENTION_CRON = '17 3 * * *';
