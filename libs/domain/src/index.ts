export * from './moq';
export * from './round-import';
export * from './format';
export * from './invoice';
export * from './round-open';
