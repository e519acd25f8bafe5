import type { OrderedChangePayload, QuantityChangePayload } from '@marketplace/contracts';
import { roundChannel } from '@marketplace/contracts/constants';
import {
  ChannelSocket,
  type ChannelSocketOptions,
  type ChannelSocketStatus,
  type SocketLike,
} from './channelSocket';

export type { SocketLike };

/** One live change as a screen receives it. `own`: this buyer made it (from another tab, say). */
export interface RoundQuantityChange extends QuantityChangePayload {
  roundId: string;
  own: boolean;
  seq: number;
}

/** A round's units in placed orders per product, after the round book's entry `seq`. */
export interface RoundOrderedChange extends OrderedChangePayload {
  roundId: string;
  seq: number;
}

export interface RoundListener {
  onQuantityChange(change: RoundQuantityChange): void;
  /** The units in orders moved (an order placed, rejected or released). */
  onOrderedChange?(change: RoundOrderedChange): void;
  /** Called after the socket came back from a gap: frames may have been missed, refetch. */
  onResync?(): void;
}

export type RoundSocketStatus = ChannelSocketStatus;
export type RoundSocketOptions = ChannelSocketOptions;

/**
 * The round channels the screens listen to, on one ChannelSocket: each round subscribed once
 * however many screens listen, broadcasts in ledger order, and "own" changes told apart by the
 * marker the gateway hands this socket.
 */
export class RoundSocket {
  private readonly socket: ChannelSocket;
  private readonly listeners = new Map<string, { set: Set<RoundListener>; stop: () => void }>();
  private readonly markers = new Map<string, string>();
  private readonly lastSeq = new Map<string, number>();

  constructor(opts: RoundSocketOptions) {
    this.socket = new ChannelSocket(opts);
  }

  get status(): RoundSocketStatus {
    return this.socket.status;
  }

  onStatus(fn: (s: RoundSocketStatus) => void): () => void {
    return this.socket.onStatus(fn);
  }

  /** Listens to one round's channel; the returned function stops listening. */
  subscribe(roundId: string, listener: RoundListener): () => void {
    let entry = this.listeners.get(roundId);
    if (!entry) {
      const set = new Set<RoundListener>();
      const stop = this.socket.subscribe(roundChannel(roundId), {
        onFrame: (frame) => {
          if (frame.type === 'subscribed') this.markers.set(roundId, frame.you);
          if (frame.type === 'ordered') {
            // One sequence per round's order book; an older frame that crossed a newer one is dropped.
            const key = `ordered:${roundId}`;
            if ((this.lastSeq.get(key) ?? 0) >= frame.seq) return;
            this.lastSeq.set(key, frame.seq);
            for (const l of [...set]) l.onOrderedChange?.({ ...frame.payload, roundId, seq: frame.seq });
            return;
          }
          if (frame.type !== 'broadcast') return;
          const key = frame.payload.round_product_id;
          // Frames of one round product can cross on the way; the ledger sequence says which is newer.
          if ((this.lastSeq.get(key) ?? 0) >= frame.seq) return;
          this.lastSeq.set(key, frame.seq);
          const change: RoundQuantityChange = {
            ...frame.payload,
            roundId,
            seq: frame.seq,
            own: this.markers.get(roundId) === frame.payload.user_id,
          };
          for (const l of [...set]) l.onQuantityChange(change);
        },
        onResync: () => {
          for (const l of [...set]) l.onResync?.();
        },
      });
      this.listeners.set(roundId, (entry = { set, stop }));
    }
    entry.set.add(listener);
    return () => {
      const current = this.listeners.get(roundId);
      if (!current?.set.delete(listener) || current.set.size > 0) return;
      this.listeners.delete(roundId);
      this.markers.delete(roundId);
      current.stop();
    };
  }
}
