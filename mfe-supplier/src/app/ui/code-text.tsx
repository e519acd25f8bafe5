import type { CSSProperties, ReactNode } from 'react';

/** antd's code look (v5: `Typography.Text code`), inline so the server's page carries it too. */
const CODE_STYLE: CSSProperties = {
  margin: '0 0.2em',
  padding: '0.2em 0.4em 0.1em',
  fontSize: '85%',
  fontFamily: "'SFMono-Regular', Consolas, 'Liberation Mono', Menlo, Courier, monospace",
  background: 'rgba(150, 150, 150, 0.1)',
  border: '1px solid rgba(100, 100, 100, 0.2)',
  borderRadius: 3,
  // As wide as the id, also when it is a line of a column (a flex item would take the column's width).
  width: 'fit-content',
};

/** A short id shown as code (an order's, a buyer's), as antd's `Typography.Text code`, without antd. */
export function CodeText({ children }: { children: ReactNode }) {
  return <code style={CODE_STYLE}>{children}</code>;
}
