/** Search text is matched literally (case-insensitive), never as a regular expression. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A case-insensitive "contains" condition of a store filter for a search text, matched literally. */
export function containsText(search: string): { $regex: string; $options: string } {
  return { $regex: escapeRegex(search), $options: 'i' };
}

/**
 * The `$or` of a list page's search: any of `fields` contains the text (`containsText`), or any of
 * `orMatches` holds (records the same search found elsewhere, e.g. companies by name). Nothing to
 * add when the search is blank.
 */
export function searchAnyOf<M extends object>(
  search: string | undefined,
  fields: string[],
  orMatches: M[] = [],
): { $or?: Array<Record<string, ReturnType<typeof containsText>> | M> } {
  const text = search?.trim();
  if (!text) return {};
  const pattern = containsText(text);
  return { $or: [...fields.map((field) => ({ [field]: pattern })), ...orMatches] };
}

/**
 * Search by words, for lists too long to scan: a record stores the terms its texts can be found
 * by, and a search asks for terms by equality, which the store serves from an index (FerretDB
 * pushes only equality down; MongoDB uses a multikey index). A text's terms are the starts of
 * each space-separated part and of its rest from each of its words on (letters and digits, accents
 * folded, lower case), so "ana@acme.com" is found by "ana@", "acm", "acme.com" and the whole address.
 */
const TERM_MAX_LENGTH = 24;

/** Lower case, accents folded ("São" → "sao"): how terms and searches are compared. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function prefixes(word: string, into: Set<string>): void {
  const capped = word.slice(0, TERM_MAX_LENGTH);
  for (let end = 1; end <= capped.length; end += 1) into.add(capped.slice(0, end));
}

/** Every term `texts` can be found by (see above); blank and missing texts add none. */
export function searchTermsOf(texts: Array<string | null | undefined>, exact: string[] = []): string[] {
  const terms = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const part of foldText(text).split(/\s+/)) {
      // The part from each of its words on: "ana@acme.com", "acme.com", "com".
      for (const start of part.matchAll(/[\p{L}\p{N}]+/gu)) prefixes(part.slice(start.index), terms);
      if (part) prefixes(part, terms);
    }
  }
  for (const term of exact) terms.add(term);
  return [...terms];
}

/**
 * The terms a search asks for, every one of which a record must hold: each space-separated part
 * of the search, folded and capped as stored. Longest first: the first is the most selective,
 * the one a store is asked by. Empty for a blank search.
 */
export function searchedTerms(search: string | undefined): string[] {
  const parts = foldText(search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.slice(0, TERM_MAX_LENGTH));
  return [...new Set(parts)].sort((a, b) => b.length - a.length);
}
