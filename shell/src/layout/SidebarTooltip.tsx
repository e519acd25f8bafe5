import type { ReactNode } from 'react';
import { Tooltip } from 'antd';

/**
 * The name of an entry beside its icon when the sidebar shows icons only: antd's Tooltip, which
 * places itself outside the scrolling sidebar. Its own chunk (Sidebar.tsx), so an expanded
 * sidebar downloads no antd.
 */
export function SidebarTooltip({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Tooltip title={title} placement="right">
      {children}
    </Tooltip>
  );
}
