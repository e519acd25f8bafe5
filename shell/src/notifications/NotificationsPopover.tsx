import { forwardRef, useState } from 'react';
import { Badge, Button, Flex, Popover, Typography, type ButtonProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '@marketplace/contracts';
import { isDayParam, isInstantParam, isMoneyParam } from '@marketplace/contracts/constants';
import { notificationTextKeys } from '@marketplace/i18n/notification-texts';
import { formatDateTime, formatDay, formatMoney, relativeTime } from '@marketplace/web-kit';
import { bellLabel, BellIcon, UnreadCount } from './bell-parts';
import { useNotifications } from './live';
import {
  notificationsStore,
  type NotificationsSnapshot,
  type NotificationsStore,
} from './notificationsStore';

/**
 * A notification's words in `language`: its kind's text with its params, instants (`closeAt`)
 * with the time of day in the viewer's zone.
 */
export function notificationText(t: TFunction, notification: Notification, language: string): string {
  const options: Record<string, string | number> = {};
  const currency = notification.params.currency;
  for (const [name, value] of Object.entries(notification.params))
    options[name] =
      isInstantParam(name) && typeof value === 'string'
        ? formatDateTime(value, language)
        : isMoneyParam(name)
          ? formatMoney(value, typeof currency === 'string' ? currency : null, language)
          : isDayParam(name) && typeof value === 'string'
            ? formatDay(value, language)
            : value;
  // i18next picks the plural form by a numeric `count` (e.g. the days a round was extended).
  if ('count' in options) options.count = Number(options.count);
  return notificationTextKeys(notification.kind, notification.params)
    .map((key) => t(`layout:notifications.kinds.${key}`, options))
    .join(' ');
}

/**
 * Opens a notification: marked read (at once, on the screen too) and its page shown. Resolves
 * when the mark has been answered.
 */
export function openNotification(
  store: NotificationsStore,
  notification: Notification,
  navigate: (to: string) => void,
): Promise<boolean> {
  const marked = store.markRead(notification.id);
  navigate(notification.link);
  return marked;
}

export interface NotificationPanelProps {
  snapshot: NotificationsSnapshot;
  now: number;
  onOpen(notification: Notification): void;
  onMarkAllRead(): void;
  onLoadMore(): void;
  onRetry(): void;
}

/** The popover's content: a heading with the count and "Mark all as read", the list, "Load more". */
export function NotificationPanel({
  snapshot,
  now,
  onOpen,
  onMarkAllRead,
  onLoadMore,
  onRetry,
}: NotificationPanelProps) {
  const { t } = useTranslation(['layout', 'common']);
  const { items, unread, status } = snapshot;
  return (
    <div className="notifications-panel" data-testid="notifications-panel">
      <Flex className="notifications-panel-head" align="center" justify="space-between" gap={8} wrap>
        <Flex vertical>
          <Typography.Text strong>{t('layout:notifications.title')}</Typography.Text>
          {unread > 0 && (
            <Typography.Text type="secondary" className="notifications-panel-count">
              {t('layout:notifications.unread', { count: unread })}
            </Typography.Text>
          )}
        </Flex>
        <Button
          type="link"
          size="small"
          disabled={unread === 0}
          loading={snapshot.markingAll}
          onClick={onMarkAllRead}
          data-testid="notifications-mark-all"
        >
          {t('layout:notifications.markAllRead')}
        </Button>
      </Flex>
      {status === 'failed' && items.length === 0 ? (
        <Flex className="notifications-panel-note" vertical align="center" gap={8}>
          <Typography.Text type="secondary">{t('layout:notifications.loadFailed')}</Typography.Text>
          <Button size="small" onClick={onRetry}>
            {t('layout:notifications.retry')}
          </Button>
        </Flex>
      ) : items.length === 0 ? (
        <Typography.Text
          type="secondary"
          className="notifications-panel-note"
          aria-busy={status === 'loading' || undefined}
          data-testid="notifications-empty"
        >
          {status === 'loading' ? t('common:loading') : t('layout:notifications.empty')}
        </Typography.Text>
      ) : (
        <ul className="notifications-list" data-testid="notifications-list">
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} now={now} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {snapshot.nextBefore && (
        <Button
          block
          type="text"
          size="small"
          loading={snapshot.loadingMore}
          onClick={onLoadMore}
          data-testid="notifications-load-more"
        >
          {t('layout:notifications.loadMore')}
        </Button>
      )}
    </div>
  );
}

function NotificationItem({
  notification,
  now,
  onOpen,
}: {
  notification: Notification;
  now: number;
  onOpen(notification: Notification): void;
}) {
  const { t, i18n } = useTranslation(['layout', 'common']);
  const unread = !notification.readAt;
  return (
    <li>
      <button
        type="button"
        className={unread ? 'notifications-item notifications-item-unread' : 'notifications-item'}
        data-testid="notification-item"
        data-unread={unread}
        onClick={() => onOpen(notification)}
      >
        <span
          className="notifications-item-mark"
          title={unread ? t('layout:notifications.unreadMark') : undefined}
        >
          {unread && (
            <span className="notifications-visually-hidden">{t('layout:notifications.unreadMark')}: </span>
          )}
        </span>
        <span className="notifications-item-body">
          <span className="notifications-item-text">{notificationText(t, notification, i18n.language)}</span>
          <time className="notifications-item-time" dateTime={notification.createdAt}>
            {relativeTime(notification.createdAt, now, t)}
          </time>
        </span>
      </button>
    </li>
  );
}

/** The bell: antd's Badge on a text Button; takes the ref and handlers of the Popover around it. */
export const BellButton = forwardRef<HTMLButtonElement, { unread: number } & ButtonProps>(function BellButton(
  { unread, ...rest },
  ref,
) {
  const { t } = useTranslation('layout');
  return (
    <Button
      ref={ref}
      type="text"
      aria-label={bellLabel(t, unread)}
      aria-haspopup="dialog"
      data-testid="notifications-bell"
      icon={
        <Badge count={unread > 0 ? <UnreadCount unread={unread} /> : 0}>
          <BellIcon />
        </Badge>
      }
      {...rest}
    />
  );
});

export function NotificationsPopover({
  defaultOpen = false,
  store = notificationsStore,
}: {
  defaultOpen?: boolean;
  store?: NotificationsStore;
}) {
  const snapshot = useNotifications(store);
  const navigate = useNavigate();
  const [open, setOpen] = useState(defaultOpen);
  // Read when shown: "Just now" moves on while the page stays open.
  const [now, setNow] = useState(() => Date.now());

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setNow(Date.now());
        setOpen(next);
      }}
      trigger="click"
      // Below the bell, shifted into view (antd shifts `bottom`, and only flips `bottomRight`): at
      // 390 px the panel is nearly as wide as the screen.
      placement="bottom"
      arrow={false}
      rootClassName="notifications-popover"
      styles={{ body: { padding: 0 } }}
      content={
        <NotificationPanel
          snapshot={snapshot}
          now={now}
          onOpen={(notification) => {
            setOpen(false);
            void openNotification(store, notification, navigate);
          }}
          onMarkAllRead={() => void store.markAllRead()}
          onLoadMore={() => void store.loadMore()}
          onRetry={() => void store.refresh()}
        />
      }
    >
      <BellButton unread={snapshot.unread} aria-expanded={open} />
    </Popover>
  );
}
