import { CursorPager } from '../light';
import type { CursorPages } from '../hooks/useCursorPages';
import { usePagerLabels } from '../hooks/usePagerLabels';

/**
 * Previous and Next under a list the server pages by cursor (`useCursorPages`): Next goes to the
 * page the answer's `nextCursor` starts.
 */
export function ServerPager({
  pages,
  nextCursor,
  testId,
}: {
  pages: CursorPages;
  nextCursor: string | null | undefined;
  testId: string;
}) {
  const labels = usePagerLabels();
  return (
    <CursorPager
      testId={testId}
      page={pages.page}
      hasNext={!!nextCursor}
      onNext={() => nextCursor && pages.next(nextCursor)}
      onPrevious={pages.previous}
      labels={labels}
    />
  );
}
