/**
 * Text rules without zod, for code that reads text outside a request schema (the CSV import reads
 * names from a file cell by cell). The zod helpers in ./text.ts use the same rule.
 */

// C0 and C1 controls (line breaks, tabs, NUL), the Arabic letter mark, zero-width characters and
// the left/right marks, line and paragraph separators, bidi embeddings and overrides, word
// joiners and invisible operators, bidi isolates, and the byte order mark.
const INVISIBLE_OR_CONTROL =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

/** True when `value` holds a character that has no place in a one-line name. */
export function hasInvisibleOrControl(value: string): boolean {
  return INVISIBLE_OR_CONTROL.test(value);
}
