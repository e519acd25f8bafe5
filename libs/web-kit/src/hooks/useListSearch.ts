import { useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/** How long a list's search text must rest before the list asks the server again. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search text: `box` is what the search box shows (`ListCard`'s `search`, a
 * `SearchField`), `search` the trimmed text once it has rested, for the list's query.
 */
export function useListSearch(initial = '') {
  const [value, onChange] = useState(initial);
  const search = useDebouncedValue(value, LIST_SEARCH_DEBOUNCE_MS).trim();
  return { search, box: { value, onChange } };
}
