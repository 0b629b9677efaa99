/**
 * Writes templates/ui/lucide-icons.json: every Lucide icon the installed lucide-react has, by every name
 * lucide.dev gives it (aliases included), as the markup its React component renders. Run after updating
 * lucide-react (tests/unit/icons.test.ts says when): npx tsx scripts/lucide-icons.ts
 *
 * Pages read the table rather than lucide-react itself: importing lucide-react builds a component for
 * each of its two thousand icons, a cost every build would pay in each thread.
 */
import { writeFileSync } from 'node:fs';
import { lucideIconTable, ICON_TABLE_FILE } from '../templates/ui/lucide-table';

const table = await lucideIconTable();
// One icon per line, so an update's diff shows which icons changed.
const lines = (entries: [string, unknown][]) =>
  entries.map(([name, value]) => `  ${JSON.stringify(name)}: ${JSON.stringify(value)}`).join(',\n');
writeFileSync(
  ICON_TABLE_FILE,
  `{\n"version": ${JSON.stringify(table.version)},\n"icons": {\n${lines(Object.entries(table.icons))}\n},\n"aliases": {\n${lines(Object.entries(table.aliases))}\n}\n}\n`,
);
console.log(
  `${ICON_TABLE_FILE}: ${Object.keys(table.icons).length} icons and ${Object.keys(table.aliases).length} aliases from lucide-react ${table.version}`,
);
