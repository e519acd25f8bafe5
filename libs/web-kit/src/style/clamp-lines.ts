import type { CSSProperties } from 'react';

const ONE_LINE: CSSProperties = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };

/**
 * Text cut to `rows` lines with "…", by CSS alone: what antd's Typography `ellipsis` shows, without
 * its measuring. For a tooltip on cut text, antd measures every such text after each render (it adds
 * an element and reads both boxes, forcing a layout of the page each time) and watches it with a
 * resize and an intersection observer: on a page of cards or rows, one forced layout per text. Use
 * this unless the cut text needs antd's tooltip (`ellipsis={{ tooltip }}`); give the whole text as
 * `title` when it may be cut. The element must have a bounded width (a block, or a flex item with
 * `minWidth: 0` up its flex parents). Several lines: on an element inside the Typography, not on it
 * (antd's Typography writes its own `-webkit-line-clamp` into its style, none without `ellipsis`).
 */
export function clampLines(rows = 1): CSSProperties {
  if (rows <= 1) return ONE_LINE;
  return { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: rows, overflow: 'hidden' };
}
