import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { SIDEBAR_WIDTH_MOBILE } from './sidebarState';

/** The sidebar as a drawer on phones; its own chunk, so desktops never download antd's Drawer. */
export function MobileDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      width={SIDEBAR_WIDTH_MOBILE}
      closable={false}
      styles={{ body: { padding: 0 } }}
      rootClassName="app-drawer"
    >
      {children}
    </Drawer>
  );
}
