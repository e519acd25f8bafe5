// The kit's bottom layer, which every other folder may use and which uses none of them:
// problem+json errors (HttpProblem and its makers), a request's store cost, the logger, the
// metrics registry, configuration from the environment, the clock a service's domain runs on, and
// a bounded in-process memory (BoundedMap).
export * from './bounded-map';
export * from './clock';
export * from './config';
export * from './logger';
export * from './metrics';
export * from './problems';
export * from './request-cost';
