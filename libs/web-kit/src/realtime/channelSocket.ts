import type { ServerFrame } from '@marketplace/contracts';
import { WS_CLOSE } from '@marketplace/contracts/constants';
import { loadContracts, whenContractsAsked } from '../api/endpoints';
import { pageIdle } from '../feedback/network-quiet';

type FrameSchema = Awaited<ReturnType<typeof loadContracts>>['serverFrameSchema'];

/** The gateway's frames' schema, once loaded: the first socket waits for it, no page does. */
let frameSchema: FrameSchema | undefined;

/** Loads the frames' schema (with the contracts); sockets open once it is here. */
export async function loadFrameSchema(): Promise<void> {
  frameSchema ??= (await loadContracts()).serverFrameSchema;
}

let frameSchemaWhenIdle: Promise<void> | undefined;

/**
 * The frames' schema, fetched once the page's own downloads are over and the browser is idle
 * (pageIdle), or as soon as an answer asks for the contracts (then they are coming anyway): the
 * live updates never share a slow network with the page's code. Nothing is missed meanwhile: a
 * listener reads again when its channel is joined.
 */
function frameSchemaAfterPage(): Promise<void> {
  frameSchemaWhenIdle ??= Promise.race([pageIdle(), whenContractsAsked()])
    .then(loadFrameSchema)
    .catch((error: unknown) => {
      frameSchemaWhenIdle = undefined; // asked again on the next try
      throw error;
    });
  return frameSchemaWhenIdle;
}

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

/** A frame that names a channel: what a channel's listeners are handed. */
export type ChannelFrame = ServerFrame & { channel: string };

export interface ChannelListener {
  onFrame(frame: ChannelFrame): void;
  /**
   * Called each time the gateway confirms the channel (its first join, and every rejoin after a
   * gap): whatever changed before that moment was not sent to this socket, so read again. The
   * screen's first read and the join race each other; without this a change that lands between
   * them would never show.
   */
  onResync?(): void;
  /**
   * The gateway refused the channel (`channel.forbidden`): its listeners are dropped and it is not
   * asked for again.
   */
  onRefused?(): void;
}

export type ChannelSocketStatus = 'idle' | 'connecting' | 'live' | 'reconnecting';

export interface ChannelSocketOptions {
  url: () => string;
  createSocket?: (url: string) => SocketLike;
  /**
   * Re-authenticates: before reconnecting a socket the gateway closed because its session ended
   * (the access token's lifetime), and when the socket keeps failing to open.
   */
  refresh?: () => Promise<unknown>;
  baseDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

const OPEN = 1;

/**
 * One websocket to the realtime gateway for every channel its listeners name (round channels,
 * the user's notifications). It opens on the first listener and closes with the last; reconnects
 * with exponential back-off and full jitter (so a restarted gateway is not hit by every tab at
 * once), refreshes the session after repeated refusals to open, subscribes again, and tells
 * listeners to read again whenever the gateway confirms their channel (its first join, or a
 * rejoin after a gap). Screens work without it: it only makes them move by
 * themselves.
 */
export class ChannelSocket {
  private socket?: SocketLike;
  private readonly listeners = new Map<string, Set<ChannelListener>>();
  private failures = 0;
  private hadGap = false;
  /** The gateway ended the session: the next connection goes with a renewed access cookie. */
  private sessionEnded = false;
  /** Channels whose subscribe was sent and not yet confirmed by the gateway. */
  private readonly awaitingConfirmation = new Set<string>();
  private timer: unknown;
  private statusValue: ChannelSocketStatus = 'idle';
  private readonly statusListeners = new Set<(s: ChannelSocketStatus) => void>();

  constructor(private readonly opts: ChannelSocketOptions) {}

  get status(): ChannelSocketStatus {
    return this.statusValue;
  }

  onStatus(fn: (s: ChannelSocketStatus) => void): () => void {
    this.statusListeners.add(fn);
    return () => this.statusListeners.delete(fn);
  }

  /** Listens to one channel; the returned function stops listening. */
  subscribe(channel: string, listener: ChannelListener): () => void {
    let set = this.listeners.get(channel);
    const first = !set;
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    if (first) this.sendFrame('subscribe', channel);
    this.ensureOpen();
    return () => {
      const current = this.listeners.get(channel);
      if (!current?.delete(listener) || current.size > 0) return;
      this.listeners.delete(channel);
      this.awaitingConfirmation.delete(channel);
      this.sendFrame('unsubscribe', channel);
      if (this.listeners.size === 0) this.shutDown('no listeners');
    };
  }

  private setStatus(s: ChannelSocketStatus): void {
    if (s === this.statusValue) return;
    this.statusValue = s;
    for (const fn of this.statusListeners) fn(s);
  }

  private sendFrame(type: 'subscribe' | 'unsubscribe', channel: string): void {
    if (this.socket?.readyState !== OPEN) return;
    this.socket.send(JSON.stringify({ type, channel }));
    if (type === 'subscribe') this.awaitingConfirmation.add(channel);
  }

  private ensureOpen(): void {
    if (this.socket || this.timer !== undefined || this.listeners.size === 0) return;
    this.setStatus(this.failures > 0 || this.hadGap ? 'reconnecting' : 'connecting');
    if (!frameSchema) {
      // Frames are read with the contracts' schema, loaded after the page; a failed load is
      // retried as a failed connection is.
      frameSchemaAfterPage().then(
        () => this.ensureOpen(),
        () => this.scheduleReconnect(),
      );
      return;
    }
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
      this.hadGap = false;
      this.setStatus('live');
      // Each confirmation that comes back tells that channel's listeners to read again.
      for (const channel of this.listeners.keys()) this.sendFrame('subscribe', channel);
    };
    socket.onmessage = (ev) => this.onFrame(socket, ev.data);
    socket.onerror = () => undefined;
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.awaitingConfirmation.clear();
      if (this.listeners.size === 0) return this.setStatus('idle');
      this.hadGap = true;
      if (!opened) this.failures++;
      // Reconnecting with the expired cookie would be refused (a 401 in the browser's console).
      else if (ev.code === WS_CLOSE.policy) this.sessionEnded = true;
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
      // The session ended, or twice refused before opening (most likely an expired access cookie).
      const renew = this.sessionEnded || (this.failures >= 2 && this.failures % 2 === 0);
      this.sessionEnded = false;
      const refresh = renew ? this.opts.refresh?.() : undefined;
      void Promise.resolve(refresh)
        .catch(() => undefined)
        .then(() => this.ensureOpen());
    }, delay);
  }

  private shutDown(reason: string): void {
    if (this.timer !== undefined) (this.opts.clearTimer ?? ((h) => clearTimeout(h as number)))(this.timer);
    this.timer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    this.failures = 0;
    this.hadGap = false;
    this.sessionEnded = false;
    this.awaitingConfirmation.clear();
    socket?.close(1000, reason);
    this.setStatus('idle');
  }

  private onFrame(socket: SocketLike, data: unknown): void {
    if (socket !== this.socket) return;
    let body: unknown;
    try {
      body = JSON.parse(String(data));
    } catch {
      return;
    }
    const parsed = frameSchema?.safeParse(body);
    if (!parsed?.success || !('channel' in parsed.data) || !parsed.data.channel) return;
    const frame = parsed.data as ChannelFrame;
    const listeners = [...(this.listeners.get(frame.channel) ?? [])];
    if (frame.type === 'error' && frame.code === 'channel.forbidden') {
      // Not ours to hear: asking again would be refused again.
      this.listeners.delete(frame.channel);
      for (const l of listeners) l.onRefused?.();
      if (this.listeners.size === 0) this.shutDown('channel refused');
      return;
    }
    for (const l of listeners) l.onFrame(frame);
    if (frame.type === 'subscribed' && this.awaitingConfirmation.delete(frame.channel))
      for (const l of listeners) l.onResync?.();
  }
}
