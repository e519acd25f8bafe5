import {
  roundChannel,
  roundIdOfChannel,
  serverFrameSchema,
  type QuantityChangePayload,
} from '@marketplace/contracts';

/** One live change as a screen receives it. `own`: this buyer made it (from another tab, say). */
export interface RoundQuantityChange extends QuantityChangePayload {
  roundId: string;
  own: boolean;
  seq: number;
}

export interface RoundListener {
  onQuantityChange(change: RoundQuantityChange): void;
  /** Called after the socket came back from a gap: frames may have been missed, refetch. */
  onResync?(): void;
}

export type RoundSocketStatus = 'idle' | 'connecting' | 'live' | 'reconnecting';

/** The subset of the browser's WebSocket this class uses (a fake stands in for it in unit tests). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface RoundSocketOptions {
  url: () => string;
  createSocket?: (url: string) => SocketLike;
  /** Re-authenticates when the socket keeps failing to open (an expired access cookie). */
  refresh?: () => Promise<unknown>;
  baseDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

const OPEN = 1;

/**
 * One websocket per tab for every round channel the screens listen to. It opens on the first
 * listener and closes with the last; reconnects with exponential back-off and full jitter (so a
 * restarted gateway is not hit by every tab at once), resubscribes, and tells listeners to refetch
 * after a gap. The screens work without it: it only makes their figures move by themselves.
 */
export class RoundSocket {
  private socket?: SocketLike;
  private readonly listeners = new Map<string, Set<RoundListener>>();
  private readonly markers = new Map<string, string>();
  private readonly lastSeq = new Map<string, number>();
  private failures = 0;
  private hadGap = false;
  private timer: unknown;
  private statusValue: RoundSocketStatus = 'idle';
  private readonly statusListeners = new Set<(s: RoundSocketStatus) => void>();

  constructor(private readonly opts: RoundSocketOptions) {}

  get status(): RoundSocketStatus {
    return this.statusValue;
  }

  onStatus(fn: (s: RoundSocketStatus) => void): () => void {
    this.statusListeners.add(fn);
    return () => this.statusListeners.delete(fn);
  }

  /** Listens to one round's channel; the returned function stops listening. */
  subscribe(roundId: string, listener: RoundListener): () => void {
    let set = this.listeners.get(roundId);
    const first = !set;
    if (!set) this.listeners.set(roundId, (set = new Set()));
    set.add(listener);
    if (first) this.sendFrame('subscribe', roundId);
    this.ensureOpen();
    return () => {
      const current = this.listeners.get(roundId);
      if (!current?.delete(listener) || current.size > 0) return;
      this.listeners.delete(roundId);
      this.markers.delete(roundId);
      this.sendFrame('unsubscribe', roundId);
      if (this.listeners.size === 0) this.shutDown();
    };
  }

  private setStatus(s: RoundSocketStatus): void {
    if (s === this.statusValue) return;
    this.statusValue = s;
    for (const fn of this.statusListeners) fn(s);
  }

  private sendFrame(type: 'subscribe' | 'unsubscribe', roundId: string): void {
    if (this.socket?.readyState === OPEN)
      this.socket.send(JSON.stringify({ type, channel: roundChannel(roundId) }));
  }

  private ensureOpen(): void {
    if (this.socket || this.timer !== undefined || this.listeners.size === 0) return;
    this.setStatus(this.failures > 0 || this.hadGap ? 'reconnecting' : 'connecting');
    const create = this.opts.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.opts.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      this.failures = 0;
      this.setStatus('live');
      for (const roundId of this.listeners.keys()) this.sendFrame('subscribe', roundId);
      if (this.hadGap) {
        this.hadGap = false;
        for (const set of this.listeners.values()) for (const l of set) l.onResync?.();
      }
    };
    socket.onmessage = (ev) => this.onFrame(ev.data);
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.markers.clear();
      if (this.listeners.size === 0) return this.setStatus('idle');
      this.hadGap = true;
      if (!opened) this.failures++;
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    const base = this.opts.baseDelayMs ?? 500;
    const cap = this.opts.maxDelayMs ?? 15_000;
    const ceiling = Math.min(cap, base * 2 ** Math.min(this.failures, 10));
    const delay = Math.round((this.opts.random ?? Math.random)() * ceiling);
    this.setStatus('reconnecting');
    const setTimer = this.opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.timer = setTimer(() => {
      this.timer = undefined;
      // Twice refused before opening: most likely the access cookie expired.
      const refresh = this.failures >= 2 && this.failures % 2 === 0 ? this.opts.refresh?.() : undefined;
      void Promise.resolve(refresh)
        .catch(() => undefined)
        .then(() => this.ensureOpen());
    }, delay);
  }

  private shutDown(): void {
    if (this.timer !== undefined) (this.opts.clearTimer ?? ((h) => clearTimeout(h as number)))(this.timer);
    this.timer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    this.failures = 0;
    this.hadGap = false;
    socket?.close(1000, 'no listeners');
    this.setStatus('idle');
  }

  private onFrame(data: unknown): void {
    let body: unknown;
    try {
      body = JSON.parse(String(data));
    } catch {
      return;
    }
    const parsed = serverFrameSchema.safeParse(body);
    if (!parsed.success) return;
    const frame = parsed.data;
    const roundId = 'channel' in frame && frame.channel ? roundIdOfChannel(frame.channel) : null;
    if (!roundId) return;
    if (frame.type === 'subscribed') this.markers.set(roundId, frame.you);
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
    for (const l of this.listeners.get(roundId) ?? []) l.onQuantityChange(change);
  }
}
