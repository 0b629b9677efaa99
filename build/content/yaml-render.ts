/**
 * New values written the way the data files are: keys in the order given, text quoted only where YAML
 * needs it, long text folded (`>-`), numbers in a list on one line. An editor's blank is not a value.
 */
import { isScalar, parseDocument, Scalar, stringify, visit } from 'yaml';

export const LINE_WIDTH = 100;
/** Text longer than this is written as a folded block (`>-`), as the data files do. */
const FOLD_FROM = 80;

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (isRecord(v) && Object.keys(v).length === 0);

/** The value with empty text, lists and mappings taken out: what an editor left blank is not a value. */
export function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const kept = withoutBlanks(v);
    if (!isEmpty(kept)) out[key] = kept;
  }
  return out;
}

/** A value as the data files write it, at column 0, with `\n` line breaks. */
export function renderYaml(value: unknown): string {
  const doc = parseDocument(stringify(value, { lineWidth: 0 }));
  visit(doc, {
    // Numbers in a list (coordinates) stay on one line: [34.73, -86.58].
    Seq(_key, node) {
      if (node.items.every((item) => isScalar(item) && typeof item.value === 'number')) node.flow = true;
    },
    Scalar(_key, node) {
      if (typeof node.value === 'string' && node.value.length > FOLD_FROM && !node.value.includes('\n'))
        node.type = Scalar.BLOCK_FOLDED;
    },
  });
  return doc.toString({ lineWidth: LINE_WIDTH, minContentWidth: 40, flowCollectionPadding: false });
}

/** A list or mapping on one line, as a flow collection is written: `[1, 2]`, `{ a: "1" }`. */
export function renderFlow(value: unknown, padded: boolean): string {
  return stringify(value, { collectionStyle: 'flow', lineWidth: 0, flowCollectionPadding: padded }).trimEnd();
}

/** `text` with every line after the first indented by `spaces`. */
export const indentRest = (text: string, spaces: number) => text.replace(/\n(?=.)/g, `\n${' '.repeat(spaces)}`);
/** `text` with every line that has anything on it indented by `spaces`. */
export const indentAll = (text: string, spaces: number) => text.replace(/^(?=.)/gm, ' '.repeat(spaces));
