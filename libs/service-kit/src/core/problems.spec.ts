import { ProblemCodes } from '@marketplace/contracts';
import { toHttpProblem, unavailableDependency } from './problems';

const named = (name: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${name} happened at 127.0.0.1:27017`), { name, ...extra });

describe('unavailableDependency', () => {
  it.each([
    ['MongoServerSelectionError'],
    ['MongooseServerSelectionError'],
    ['MongoNetworkTimeoutError'],
    ['MongoPoolClearedError'],
    ['MongoNotConnectedError'],
  ])('calls %s a store outage', (name) => {
    expect(unavailableDependency(named(name))).toBe('store');
  });

  it('calls an exceeded time limit a store outage, and a duplicate key not', () => {
    expect(unavailableDependency(named('MongoServerError', { code: 50, codeName: 'MaxTimeMSExpired' }))).toBe(
      'store',
    );
    expect(unavailableDependency(named('MongoServerError', { code: 11000 }))).toBeNull();
    expect(unavailableDependency(named('MongoServerError', { code: 1 }))).toBeNull();
  });

  it('recognises mongoose buffering time-outs and wrapped causes', () => {
    expect(
      unavailableDependency(
        named('MongooseError', { message: 'Operation `users.findOne()` buffering timed out after 3000ms' }),
      ),
    ).toBe('store');
    expect(unavailableDependency(new Error('outer', { cause: named('MongoNetworkError') }))).toBe('store');
  });

  it('calls lost or unanswered NATS connections a messaging outage', () => {
    for (const code of ['DISCONNECT', 'CONNECTION_CLOSED', 'TIMEOUT', '503'])
      expect(unavailableDependency(named('NatsError', { code }))).toBe('messaging');
    expect(unavailableDependency(named('NatsError', { code: 'BAD_JSON' }))).toBeNull();
  });

  it('leaves programming errors alone', () => {
    expect(unavailableDependency(new TypeError('x is undefined'))).toBeNull();
    expect(unavailableDependency(undefined)).toBeNull();
  });
});

describe('toHttpProblem for an outage', () => {
  it('is a 503 service.unavailable with Retry-After and no internals', () => {
    const problem = toHttpProblem(named('MongoServerSelectionError'));
    expect(problem.status).toBe(503);
    expect(problem.code).toBe(ProblemCodes.unavailable);
    expect(problem.headers).toEqual({ 'Retry-After': '5' });
    expect(JSON.stringify(problem.toProblem())).not.toContain('127.0.0.1');
  });

  it('keeps other failures a 500 server.error', () => {
    expect(toHttpProblem(new Error('boom')).status).toBe(500);
  });
});
