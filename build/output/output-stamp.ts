/**
 * Whether a file of the output is as a build left it: the same size, and the same modification time
 * within 2 ms, so a deploy's cache restored by a tool that keeps times in milliseconds (Node's cp, which
 * also rounds them through floating point) is still the output it was. An edit by hand moves it further.
 */
export function untouched(
  info: { size: number; mtimeMs: number } | undefined,
  was: { size?: number; mtimeMs?: number },
): boolean {
  return (
    info !== undefined &&
    info.size === was.size &&
    was.mtimeMs !== undefined &&
    Math.abs(info.mtimeMs - was.mtimeMs) < 2
  );
}
