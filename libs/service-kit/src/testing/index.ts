// Test support ('@marketplace/service-kit/testing', specs and test harnesses only): the local
// infrastructure (test databases and stream benches, per spec file or per test, NATS, private
// servers to stop or freeze, service deps, keys, quiet or capturing loggers, `eventually`), the
// route fuzzer every service's fuzz spec runs, PNG pictures made in code for upload specs, a
// parser that keeps a response body as bytes, a downloaded CSV or XLSX export as rows, and another service that echoes its caller
// (callerEchoApp); an app on a local port with helpers that speak raw HTTP to it; the paths an app
// answers with one method (routePaths); an event published as its producer would (publishEvent) and
// the events a stream holds (streamEvents); the contract test of a service's API reference
// (describeApiReference).
export * from './infra';
export * from './route-fuzz';
export * from './png.cjs';
export * from './binary-body';
export * from './export-file';
export * from './caller-echo';
export * from './per-spec';
export * from './local-server';
export * from './route-paths';
export * from './stream-events';
export * from './api-reference';
