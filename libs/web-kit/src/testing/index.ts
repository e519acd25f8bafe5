/** Helpers for specs of web code: markup read as text, and a stand-in WebSocket. */
export * from './markup';
export { FakeSocket } from './fake-socket';
