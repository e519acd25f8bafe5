import { renderToStaticMarkup } from 'react-dom/server';
import { CursorPager, Pager, pagerPages } from './Pager';

const labels = {
  pager: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number) => `Page ${page}`,
};
const draw = (page: number, total: number) =>
  renderToStaticMarkup(<Pager page={page} pageSize={12} total={total} onChange={() => {}} labels={labels} />);

describe('the light pager', () => {
  it('shows the first, the last and two either side of the current page, with gaps between', () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerPages(1, 10)).toEqual([1, 2, 3, null, 10]);
    // A gap of one page shows that page rather than an ellipsis.
    expect(pagerPages(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
    expect(pagerPages(10, 10)).toEqual([1, null, 8, 9, 10]);
  });

  it('is not drawn for a single page', () => {
    expect(draw(1, 12)).toBe('');
    expect(draw(1, 0)).toBe('');
  });

  it('is a named navigation of named buttons, the current page marked, the arrows off at the ends', () => {
    const first = draw(1, 30);
    expect(first).toContain('<nav aria-label="Pages">');
    expect(first).toMatch(/aria-label="Previous page" disabled=""/);
    expect(first).toMatch(/aria-label="Page 1" aria-current="page"/);
    expect(first).not.toMatch(/aria-label="Next page" disabled/);
    const last = draw(3, 30);
    expect(last).toMatch(/aria-label="Next page" disabled=""/);
    expect(last).toMatch(/aria-label="Page 3" aria-current="page"/);
    // A page past the end shows the last one as current.
    expect(draw(9, 30)).toMatch(/aria-label="Page 3" aria-current="page"/);
  });
});

describe('the cursor pager', () => {
  const drawCursor = (page: number, hasNext: boolean) =>
    renderToStaticMarkup(
      <CursorPager page={page} hasNext={hasNext} onNext={() => {}} onPrevious={() => {}} labels={labels} />,
    );

  it('is not drawn for a list of one page', () => {
    expect(drawCursor(1, false)).toBe('');
  });

  it('goes back from any page but the first and on while the server says there is more', () => {
    const first = drawCursor(1, true);
    expect(first).toMatch(/aria-label="Previous page" disabled=""/);
    expect(first).toMatch(/aria-label="Page 1" aria-current="page"/);
    expect(first).not.toMatch(/aria-label="Next page" disabled/);
    const last = drawCursor(4, false);
    expect(last).not.toMatch(/aria-label="Previous page" disabled/);
    expect(last).toMatch(/aria-label="Next page" disabled=""/);
    expect(last).toMatch(/aria-label="Page 4" aria-current="page"/);
  });
});
