// A service's process: configuration from the environment, the logger, the metrics registry,
// booting and shutting down (runService, runStatelessService, runMain), the clock its domain runs
// on (movable in a local run only), periodic jobs, and in-process helpers for bounded concurrency
// and shared results of repeated operations.
export * from './coalesced-runs';
export * from './concurrently';
export * from './periodic-job';
export * from './recent-results';
export * from './run-service';
