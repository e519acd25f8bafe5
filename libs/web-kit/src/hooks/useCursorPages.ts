import { useState } from 'react';

/**
 * The pages of a list the server pages by cursor: the cursors of the pages before (to go back) and
 * of the page shown. A new search or filter (`filters`, compared as text) starts again at the
 * first page.
 */
export function useCursorPages(filters: Record<string, string | undefined>) {
  const key = JSON.stringify(filters);
  const [state, setState] = useState<{ key: string; cursors: string[] }>({ key, cursors: [] });
  const cursors = state.key === key ? state.cursors : [];
  const cursor = cursors[cursors.length - 1];
  return {
    /** The cursor of the page shown; undefined on the first page. */
    cursor,
    /** The cursor as the list's query takes it: none on the first page. */
    params: cursor ? { cursor } : {},
    page: cursors.length + 1,
    next: (nextCursor: string) => setState({ key, cursors: [...cursors, nextCursor] }),
    previous: () => setState({ key, cursors: cursors.slice(0, -1) }),
  };
}

export type CursorPages = ReturnType<typeof useCursorPages>;
