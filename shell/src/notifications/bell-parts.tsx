import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import type { TFunction } from 'i18next';
import { SvgIcon } from '@marketplace/web-kit';

/** Past this the badge reads "99+". */
export const UNREAD_SHOWN_MAX = 99;

/** The bell's name for assistive technology: "Notifications, 3 unread". */
export function bellLabel(t: TFunction, unread: number): string {
  const title = t('layout:notifications.title');
  return unread > 0 ? `${title}, ${t('layout:notifications.unread', { count: unread })}` : title;
}

/**
 * The count on the bell; nothing when all is read. `className`: antd's Badge places its custom
 * count by the class it adds.
 */
export function UnreadCount({ unread, className }: { unread: number; className?: string }) {
  if (unread <= 0) return null;
  return (
    <span
      className={className ? `notifications-count ${className}` : 'notifications-count'}
      data-testid="notifications-unread"
      aria-hidden="true"
    >
      {unread > UNREAD_SHOWN_MAX ? `${UNREAD_SHOWN_MAX}+` : unread}
    </span>
  );
}

export function BellIcon() {
  return <SvgIcon icon={BellOutlined} />;
}
