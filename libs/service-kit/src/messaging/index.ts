// Messaging (NATS and JetStream): connecting and streams, events (createEvent, on), durable
// consumers with an inbox, the one subscription list a service starts, request/reply commands,
// the transactional outbox that publishes what the store recorded, and a service's event work
// (eventWork: its outbox's relay and its subscriptions, started and stopped in order).
export * from './commands';
export * from './consumer';
export * from './event-work';
export * from './events';
export * from './nats';
export * from './outbox';
export * from './sequenced-log';
export { subjectOf } from './subjects';
export * from './subscriptions';
