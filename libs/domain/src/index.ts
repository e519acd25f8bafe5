export * from './moq';
export * from './round-import';
