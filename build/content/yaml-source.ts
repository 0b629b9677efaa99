/**
 * The text of a YAML file as positions: lines, columns and the edits made to it. Positions are those of
 * the yaml package's node ranges, so a file with Windows line endings is read as it is, never converted.
 */

/** Replace `start`..`end` of the text with `text`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `text` with the edits made, their positions counted from `offset` (edits never overlap). */
export function applyEdits(text: string, edits: Edit[], offset = 0): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start || b.end - a.end))
    out = out.slice(0, edit.start - offset) + edit.text + out.slice(edit.end - offset);
  return out;
}

/** The line break most lines of the text end with; a file without any takes `\n`. */
export function lineBreakOf(text: string): '\n' | '\r\n' {
  const crlf = text.split('\r\n').length - 1;
  const lf = text.split('\n').length - 1 - crlf;
  return crlf > lf ? '\r\n' : '\n';
}

export class SourceText {
  readonly eol: '\n' | '\r\n';

  constructor(readonly text: string) {
    this.eol = lineBreakOf(text);
  }

  /** Text rendered with `\n` as this file writes its line breaks. */
  breaks(rendered: string): string {
    return this.eol === '\n' ? rendered : rendered.replace(/\r?\n/g, this.eol);
  }

  lineStart(pos: number): number {
    return this.text.lastIndexOf('\n', pos - 1) + 1;
  }

  /** The position after the line `pos` is on (after its line break); `pos` itself if a line starts there. */
  lineEnd(pos: number): number {
    if (pos > 0 && this.text[pos - 1] === '\n') return pos;
    const nl = this.text.indexOf('\n', pos);
    return nl < 0 ? this.text.length : nl + 1;
  }

  /** `pos` moved back before the line break that ends just before it, if one does. */
  beforeBreak(pos: number): number {
    if (this.text[pos - 1] !== '\n') return pos;
    return this.text[pos - 2] === '\r' ? pos - 2 : pos - 1;
  }

  column(pos: number): number {
    return pos - this.lineStart(pos);
  }

  /** The line that starts at `start`, without its line break. */
  line(start: number): string {
    const nl = this.text.indexOf('\n', start);
    return this.text.slice(start, nl < 0 ? this.text.length : this.beforeBreak(nl + 1));
  }

  /** Whether only spaces come before `pos` on its line. */
  startsLine(pos: number): boolean {
    return /^[ \t]*$/.test(this.text.slice(this.lineStart(pos), pos));
  }

  /** The indentation of a comment line starting at `start`, or undefined when the line is not a comment. */
  commentIndent(start: number): number | undefined {
    const match = /^([ \t]*)#/.exec(this.line(start));
    return match ? match[1]!.length : undefined;
  }
}
