// HTTP: the app factory (createApp: security headers, body limits and deadlines, load shedding,
// request ids and logs, health/readiness/metrics; healthFirst: /health before the framework), problem+json errors, zod-validated handlers
// (handle; created for a route that answers 201; pathParams for a route's ids), access tokens
// and their revocations, the API reference read from the routes (openapi), browser origin rules, image uploads, route listing,
// spreadsheet exports streamed from a cursor (export), a stored file streamed as the answer (sendStoredFile).
export * from './app';
export * from './auth';
export * from './body-deadline';
export * from './export';
export * from './handle';
export * from './health-first';
export * from './load-shedding';
export * from './metrics';
export * from './openapi';
export * from './policy';
export * from './request-log';
export * from './revocations';
export * from './route-list';
export * from './stored-object';
export * from './uploads';
