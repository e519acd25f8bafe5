// Messaging (NATS and JetStream): connecting and streams, events (createEvent, on), durable
// consumers with an inbox, the one subscription list a service starts, request/reply commands,
// and the transactional outbox that publishes what the store recorded.
export * from './commands';
export * from './consumer';
export * from './events';
export * from './nats';
export * from './outbox';
export { subjectOf } from './subjects';
export * from './subscriptions';
