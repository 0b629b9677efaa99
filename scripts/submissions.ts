/**
 * npm run submissions [contact|application]: lists what visitors sent, newest last, and whether the
 * agency's notification was delivered. Reads the same var/ the server writes (VAR_DIR overrides).
 */
import { loadConfig } from '../server/config';
import { openStore } from '../server/storage';

const kind = process.argv[2];
const store = openStore(loadConfig().varDir);
const rows = store.submissions(kind);
for (const row of rows) {
  const { name, email, ...rest } = row.data as { name?: string; email?: string };
  console.log(`#${row.id} ${row.created_at} ${row.kind} ${row.delivered ? 'notified' : 'NOT YET NOTIFIED'}  ${name ?? ''} <${email ?? ''}>`);
  for (const [key, value] of Object.entries(rest)) if (value) console.log(`    ${key}: ${String(value).replace(/\n/g, '\n    ')}`);
}
console.log(`${rows.length} submission${rows.length === 1 ? '' : 's'}`);
store.close();
