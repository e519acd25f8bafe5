export * from './moq';
