import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage, LightButton } from '@marketplace/web-kit';
import { whenPageIdle } from '@marketplace/web-kit/core';
import { bellLabel, BellIcon, UnreadCount } from './bell-parts';
import { useLiveNotifications, useNotifications } from './live';

// antd's Badge and Popover, with the list: after the page's own downloads (or on the first touch
// of the bell), so a page drawn without antd still loads none on its first paint.
const NotificationsPopover = lazyPage(
  () => import(/* webpackChunkName: "notifications" */ './NotificationsPopover'),
  'NotificationsPopover',
);

/**
 * The header's bell: the signed-in user's unread count, and their notifications in a
 * popover. Until antd's part has arrived, a light button of the same size stands in, with the same
 * count; pressing it opens the popover as soon as it is there.
 */
export function NotificationsBell({ userId }: { userId: string }) {
  const { t } = useTranslation('layout');
  useLiveNotifications(userId);
  const { unread } = useNotifications();
  const [wanted, setWanted] = useState(false);
  const [openOnArrival, setOpenOnArrival] = useState(false);

  useEffect(() => (wanted ? undefined : whenPageIdle(() => setWanted(true))), [wanted]);

  const standIn = (
    <LightButton
      variant="text"
      icon={
        <span className="notifications-icon">
          <BellIcon />
          <UnreadCount unread={unread} />
        </span>
      }
      aria-label={bellLabel(t, unread)}
      aria-haspopup="dialog"
      data-testid="notifications-bell"
      onPointerEnter={() => setWanted(true)}
      onFocus={() => setWanted(true)}
      onClick={() => {
        setWanted(true);
        setOpenOnArrival(true);
      }}
    />
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <NotificationsPopover defaultOpen={openOnArrival} />
    </Suspense>
  );
}
