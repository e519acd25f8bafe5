/**
 * Text rules without zod, for code that reads text outside a request schema (the CSV import reads
 * names from a file cell by cell). The zod helpers in ./text.ts use the same rule.
 */

// By Unicode property, not a list of code points (soft hyphens, Hangul fillers, tag
// letters, variation selectors … passed a list and reached mail subjects):
// - Cc controls (line breaks, tabs, NUL) and Cf format characters (zero-width, bidi overrides and
//   isolates, soft hyphen, tags, the byte order mark, interlinear annotations, musical beams);
// - Zl / Zp line and paragraph separators;
// - Default_Ignorable_Code_Point: what fonts draw as nothing although it is a mark or a letter
//   (combining grapheme joiner, variation selectors, Hangul fillers);
// - Co private use and Cs lone surrogates (no agreed glyph);
// - U+2800 BRAILLE PATTERN BLANK, a symbol (So) drawn blank that no property marks as invisible.
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Default_Ignorable_Code_Point}\u2800]/u;
// A combining mark with no letter before it draws over whatever precedes the name (a quote, a
// label), or over nothing.
const LEADING_MARK = /^\p{M}/u;

/** True when `value` holds a character that has no place in a one-line name. */
export function hasInvisibleOrControl(value: string): boolean {
  return INVISIBLE_OR_CONTROL.test(value) || LEADING_MARK.test(value);
}

const INVISIBLE_OR_CONTROL_RUNS = new RegExp(`${INVISIBLE_OR_CONTROL.source}+`, 'gu');
const LEADING_MARKS = /^\p{M}+/u;

/**
 * A stored name as one visible line: what hasInvisibleOrControl refuses becomes a space (records
 * older than the rule, text from other systems); callers collapse and trim the spaces.
 */
export function invisibleOrControlAsSpace(value: string): string {
  return value.replace(INVISIBLE_OR_CONTROL_RUNS, ' ').replace(LEADING_MARKS, '');
}
