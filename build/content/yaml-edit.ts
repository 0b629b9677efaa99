/**
 * Writes a new value into a YAML text by changing only the text of what changed, so a file saved by
 * the content editor keeps its comments, key order, quoting, line endings and the line breaks of its
 * paragraphs, and its diff shows the edit alone. The yaml package could render the whole document
 * again, but it re-folds every paragraph of the file on the way.
 *
 * New values are written the way the data files are (yaml-render.ts). A key the editor adds with
 * nothing in it is not written, and an optional value the editor empties is taken out.
 */
import { parseDocument } from 'yaml';
import { NodeEditor } from './yaml-node-edit';
import { renderYaml } from './yaml-render';
import { applyEdits, lineBreakOf, SourceText } from './yaml-source';

export { renderYaml, withoutBlanks } from './yaml-render';

/** A file that does not read as YAML: it is not rewritten, since what it holds cannot be known. */
export class UnparseableYaml extends Error {
  override name = 'UnparseableYaml';

  constructor(
    readonly line: number,
    readonly column: number,
    readonly detail: string,
    file = '',
  ) {
    super(
      `${file ? `${file}:${line}:${column}` : `line ${line}, column ${column}`}: not saved, not valid YAML: ${detail}`,
    );
  }
}

/**
 * `source` changed to hold `value`. An empty source gets the value written out; a source that does
 * not parse is refused with UnparseableYaml, naming `file` if given.
 */
export function editYaml(source: string, value: unknown, file?: string): string {
  const doc = parseDocument(source, { prettyErrors: true });
  const error = doc.errors[0];
  if (error) {
    const at = error.linePos?.[0] ?? { line: 1, col: 1 };
    throw new UnparseableYaml(
      at.line,
      at.col,
      error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''),
      file,
    );
  }
  const src = new SourceText(source);
  // A file of comments alone keeps them, with the value written below.
  if (!doc.contents)
    return source + (/\S/.test(source) && !source.endsWith('\n') ? src.eol : '') + src.breaks(renderYaml(value));
  return applyEdits(source, new NodeEditor(src).edits(doc.contents, value));
}

/** Front matter between two lines of three dashes, and the body after. */
export const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m;

/** Front matter edited in place; a syntax error is placed in the whole file (its first line is `---`). */
function editFrontMatter(yaml: string, data: unknown, file?: string): string {
  try {
    return editYaml(yaml, data);
  } catch (error) {
    if (!(error instanceof UnparseableYaml)) throw error;
    throw new UnparseableYaml(error.line + 1, error.column, error.detail, file);
  }
}

/**
 * A Markdown file with its front matter edited in place and its body replaced, in the file's line
 * endings. Front matter that does not parse is refused with UnparseableYaml, naming `file` if given.
 */
export function editMarkdown(source: string, data: unknown, body: string, file?: string): string {
  const eol = lineBreakOf(source);
  const front = FRONT_MATTER.exec(source);
  const yaml = front ? editFrontMatter(front[1]!, data, file) : renderYaml(data).replace(/\n/g, eol);
  // The body keeps the blank lines before it and the line break after it that the file had.
  const before = front ? source.slice(front[0].length) : eol;
  const lead = /^(?:\r?\n)*/.exec(before)![0];
  const ending = before.endsWith('\n') || !front ? '\n' : '';
  const text = body.replace(/\r\n/g, '\n').replace(/^\n+/, '').replace(/\n*$/, ending).replace(/\n/g, eol);
  return `---${eol}${yaml.endsWith('\n') ? yaml : `${yaml}${eol}`}---${eol}${lead}${text}`;
}
