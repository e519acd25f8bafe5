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
