/**
 * Visitor text made safe to print on an operator's terminal: control characters (ESC, OSC, BEL, CR,
 * DEL, the C1 set) and the bidirectional overrides that reorder what is shown are written as escapes,
 * so a message cannot rewrite a line, hide text, set the window title or write the clipboard.
 * Line feeds stay line feeds unless `oneLine` is asked for.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function terminalSafe(text: string, { oneLine = false } = {}): string {
  const escaped = text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return oneLine ? escaped.replace(/\n/g, '\\n') : escaped;
}
