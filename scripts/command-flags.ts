/**
 * A command's flags (`npm run build -- --no-cache`): only those it knows. A mistyped flag (--no-cahce)
 * stops the command with its usage, where it would otherwise be ignored and the command do what it was
 * not asked to.
 */
import { parseArgs } from 'node:util';

export function commandFlags<F extends string>(usage: string, flags: readonly F[]): Record<F, boolean> {
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: Object.fromEntries(flags.map((flag) => [flag, { type: 'boolean' }])),
      strict: true,
      allowPositionals: false,
    });
    return Object.fromEntries(flags.map((flag) => [flag, values[flag] === true])) as Record<F, boolean>;
  } catch (error) {
    console.error(`${(error as Error).message}\nUsage: ${usage}\n`);
    process.exit(2);
  }
}
