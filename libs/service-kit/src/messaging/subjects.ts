import type { EventDefinition } from '@marketplace/contracts';

/**
 * The subject an event travels on when its producer runs under `producer` (tests give each run a
 * producer of its own): the contract's subject with its first token, the producer, replaced.
 */
export function subjectOf(event: Pick<EventDefinition, 'type'>, producer?: string): string {
  return producer ? event.type.replace(/^[a-z]+/, producer) : event.type;
}

/**
 * One filter subject for a set of events (servers before 2.10 take one only): the subject of a
 * single event, else the tokens the events' subjects share followed by `>`, e.g. `supplier.round.>`.
 */
export function commonFilter(subjects: string[]): string {
  const [first, ...rest] = subjects.map((s) => s.split('.'));
  if (!first) throw new Error('a filter needs at least one subject');
  if (!rest.length) return first.join('.');
  let shared = 0;
  while (shared < first.length - 1 && rest.every((tokens) => tokens[shared] === first[shared])) shared++;
  return [...first.slice(0, shared), '>'].join('.');
}
