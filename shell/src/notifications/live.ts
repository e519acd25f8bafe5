import { useEffect, useSyncExternalStore } from 'react';
import { announceNotification, refreshSession } from '@marketplace/web-kit';
import {
  notificationsStore,
  type NotificationsSnapshot,
  type NotificationsStore,
} from './notificationsStore';
import { UserChannel } from './userChannel';

/**
 * The user's channel of this tab. Its own socket: web-kit's RoundSocket, the tab's socket for
 * round channels, subscribes round channels only (and opens only while a round screen listens).
 */
const channel = new UserChannel({
  url: () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`,
  onNotification: (notification) => {
    notificationsStore.receive(notification);
    // The role areas read their lists again where the news changes them (web-kit AreaApp).
    announceNotification(notification);
  },
  onResync: () => void notificationsStore.refresh(),
  // The session itself, not a read that would be refused first (a 401 in the console).
  refresh: refreshSession,
});

/** Reads the signed-in user's notifications and listens to their channel while mounted. */
export function useLiveNotifications(userId: string | null | undefined): void {
  useEffect(() => {
    if (!userId) return undefined;
    void notificationsStore.start();
    channel.open(userId);
    return () => {
      channel.close();
      notificationsStore.reset();
    };
  }, [userId]);
}

export function useNotifications(store: NotificationsStore = notificationsStore): NotificationsSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
