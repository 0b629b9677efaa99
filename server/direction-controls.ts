/**
 * Unicode's bidirectional formatting characters (the marks LRM, RLM and ALM, the embeddings, overrides
 * and isolates). Invisible themselves, they reorder what is shown around them: 'Dana\u202Efdp.exe'
 * reads as 'Danaexe.pdf'. No name, phone number or address needs one.
 */
export const DIRECTION_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const ALL = new RegExp(DIRECTION_CONTROL.source, 'g');

export function withoutDirectionControls(text: string): string {
  return text.replace(ALL, '');
}
