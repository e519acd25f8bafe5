export * from './moq';
export * from './format';
export * from './invoice';
