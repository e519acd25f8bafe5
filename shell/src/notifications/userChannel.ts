import type { Notification } from '@marketplace/contracts';
import { userChannel } from '@marketplace/contracts/constants';
import { ChannelSocket, type ChannelSocketOptions } from '@marketplace/web-kit';

export type { SocketLike } from '@marketplace/web-kit';

export interface UserChannelOptions extends ChannelSocketOptions {
  onNotification(notification: Notification): void;
  /** The socket came back after a gap: notifications may have been missed, read them again. */
  onResync(): void;
}

/**
 * The signed-in user's own channel on the realtime gateway (`user-{id}-notifications`), open
 * while the signed-in layout is, on a ChannelSocket of its own (reconnects, session refresh and
 * re-reads after a gap are the ChannelSocket's). A refused channel (`channel.forbidden`) is not
 * asked for again while the same user is signed in: the bell still works from its reads.
 */
export class UserChannel {
  private readonly socket: ChannelSocket;
  private channel?: string;
  private stop?: () => void;

  constructor(private readonly opts: UserChannelOptions) {
    this.socket = new ChannelSocket(opts);
  }

  open(userId: string): void {
    const channel = userChannel(userId);
    if (this.channel === channel) return;
    this.close();
    this.channel = channel;
    this.stop = this.socket.subscribe(channel, {
      onFrame: (frame) => {
        if (frame.type === 'notification') this.opts.onNotification(frame.notification);
      },
      onResync: () => this.opts.onResync(),
      onRefused: () => {
        this.stop = undefined;
      },
    });
  }

  close(): void {
    this.stop?.();
    this.stop = undefined;
    this.channel = undefined;
  }
}
