/** Helpers for specs of web code: markup read as text, a stand-in WebSocket, problems and JSON answers of servers, area page titles. */
export * from './markup';
export { FakeSocket, fakeSockets } from './fake-socket';
export { INVALID_CREDENTIALS_PROBLEM } from './problems';
export { recordingRead } from './server-read';
export { routedAreaPages, untitledAreaPages } from './area-pages';
export { jsonResponse } from './responses';
