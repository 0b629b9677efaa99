/**
 * The plain text of a notification: one line per single-line field, then each multi-line field set
 * apart under its label, every line quoted with '> ', so nothing a visitor writes can pose as a field.
 */
export function notificationText(
  fields: [label: string, value: string][],
  texts: [label: string, value: string, empty: string][],
): string {
  const lines = fields.map(([label, value]) => `${label}: ${value}`);
  for (const [label, value, empty] of texts) {
    lines.push('', value ? `${label}:` : empty);
    if (value) lines.push(...value.split(/\r\n|\r|\n/).map((line) => `> ${line}`));
  }
  return lines.join('\n');
}
