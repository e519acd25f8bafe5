import type { SocketLike } from '../realtime/channelSocket';

/**
 * A WebSocket stand-in for specs of the realtime channels (RoundSocket, UserChannel): it records
 * the frames sent, and the spec opens it, drops it or makes it receive a frame.
 */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Array<{ type: string; channel: string }> = [];
  closedWith?: number;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** The server accepts the connection. */
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  /** The connection is lost (abnormal close, 1006). */
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
  /** The server closes the connection with `code` (e.g. 1008 when the session ended). */
  end(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  /** The server sends `frame` (as JSON text). */
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

/** The sockets a channel under test opened, in order, and the `createSocket` that opens and records them. */
export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  const createSocket = () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  };
  return { sockets, createSocket };
}
