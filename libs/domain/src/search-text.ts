/** Search text is matched literally (case-insensitive), never as a regular expression. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A case-insensitive "contains" condition of a store filter for a search text, matched literally. */
export function containsText(search: string): { $regex: string; $options: string } {
  return { $regex: escapeRegex(search), $options: 'i' };
}
