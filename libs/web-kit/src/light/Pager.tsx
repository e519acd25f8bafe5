import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { attachStyles } from '../style/attach-styles';
import { SvgIcon } from './SvgIcon';

/** antd's Pagination look (the product's theme), for a light page: no antd code on a first page. */
export const PAGER_CSS = `
.mk-pager{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin:0;padding:0;list-style:none}
.mk-pager button{min-width:32px;height:32px;padding:0 6px;border:1px solid transparent;border-radius:8px;
background:transparent;color:rgba(0,0,0,.88);font:inherit;cursor:pointer}
.mk-pager button:hover:not(:disabled){background:rgba(0,0,0,.06)}
.mk-pager button:focus-visible{outline:4px solid #b3ccff;outline-offset:1px}
.mk-pager button[aria-current="page"]{border-color:#1f5eff;background:#fff;color:#1f5eff;font-weight:600}
.mk-pager button:disabled{cursor:not-allowed;color:rgba(0,0,0,.25)}
.mk-pager-gap{display:inline-flex;align-items:flex-end;height:32px;color:rgba(0,0,0,.45)}
`;

/** Pages to show: the first, the last, and two either side of the current one; `null` for a gap. */
export function pagerPages(current: number, count: number): Array<number | null> {
  const shown = new Set([1, count]);
  for (let page = current - 2; page <= current + 2; page += 1)
    if (page >= 1 && page <= count) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const withGaps: Array<number | null> = [];
  pages.forEach((page, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous === 2) withGaps.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) withGaps.push(null);
    withGaps.push(page);
  });
  return withGaps;
}

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** Accessible names: the navigation, the arrows, one page ("Page 3"). */
  labels: { pager: string; previous: string; next: string; page: (page: number) => string };
}

/**
 * Pages of a list the server pages (antd's Pagination without its size changer). Renders nothing
 * for one page. The same markup on the server and in the browser: no measuring, no effects.
 */
export function Pager({ page, pageSize, total, onChange, labels }: PagerProps) {
  attachStyles('pager', PAGER_CSS);
  const count = Math.max(1, Math.ceil(total / pageSize));
  if (count <= 1) return null;
  const current = Math.min(Math.max(1, page), count);
  return (
    <nav aria-label={labels.pager}>
      <ul className="mk-pager">
        <li>
          <button
            type="button"
            aria-label={labels.previous}
            disabled={current === 1}
            onClick={() => onChange(current - 1)}
          >
            <SvgIcon icon={LeftOutlined} />
          </button>
        </li>
        {pagerPages(current, count).map((shown, i) =>
          shown === null ? (
            <li key={`gap-${i}`} className="mk-pager-gap" aria-hidden="true">
              •••
            </li>
          ) : (
            <li key={shown}>
              <button
                type="button"
                aria-label={labels.page(shown)}
                aria-current={shown === current ? 'page' : undefined}
                onClick={() => shown !== current && onChange(shown)}
              >
                {shown}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            aria-label={labels.next}
            disabled={current === count}
            onClick={() => onChange(current + 1)}
          >
            <SvgIcon icon={RightOutlined} />
          </button>
        </li>
      </ul>
    </nav>
  );
}

export interface CursorPagerProps {
  /** The page shown, counted from 1. */
  page: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  labels: PagerProps['labels'];
  testId?: string;
}

/**
 * Pages of a list the server pages by cursor (a long list: the next page starts where this one
 * ends, so there is no "page 40" to jump to): Previous, the page shown, Next. Renders nothing
 * when there is one page.
 */
export function CursorPager({ page, hasNext, onPrevious, onNext, labels, testId }: CursorPagerProps) {
  attachStyles('pager', PAGER_CSS);
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={labels.pager} data-testid={testId}>
      <ul className="mk-pager">
        <li>
          <button type="button" aria-label={labels.previous} disabled={page <= 1} onClick={onPrevious}>
            <SvgIcon icon={LeftOutlined} />
          </button>
        </li>
        <li>
          <button type="button" aria-label={labels.page(page)} aria-current="page">
            {page}
          </button>
        </li>
        <li>
          <button type="button" aria-label={labels.next} disabled={!hasNext} onClick={onNext}>
            <SvgIcon icon={RightOutlined} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
