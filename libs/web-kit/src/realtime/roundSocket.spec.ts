import { fakeSockets } from '../testing/fake-socket';
import { loadFrameSchema } from './channelSocket';
import { RoundSocket } from './roundSocket';

// Sockets open once the frames' schema is here (it loads after a page can act).
beforeAll(loadFrameSchema);

function harness() {
  const { sockets, createSocket } = fakeSockets();
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const refreshes: number[] = [];
  const rs = new RoundSocket({
    url: () => 'ws://test/ws',
    createSocket,
    refresh: async () => void refreshes.push(1),
    random: () => 1,
    baseDelayMs: 100,
    maxDelayMs: 1000,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
  });
  const fire = async () => {
    const t = timers.shift()!;
    t.fn();
    await new Promise((r) => setTimeout(r, 0));
    return t.ms;
  };
  return { rs, sockets, timers, fire, refreshes };
}

const broadcast = (roundId: string, seq: number, total: number, user = 'm-other') => ({
  type: 'broadcast',
  channel: `round-${roundId}-selections`,
  event: 'quantity_change',
  payload: { round_product_id: `${roundId}-p1`, total_committed: total, user_id: user },
  seq,
  at: new Date().toISOString(),
});

describe('RoundSocket', () => {
  it('opens one socket for all listeners, subscribes each round once, and closes with the last listener', () => {
    const { rs, sockets } = harness();
    const stopA1 = rs.subscribe('a', { onQuantityChange: () => undefined });
    const stopA2 = rs.subscribe('a', { onQuantityChange: () => undefined });
    const stopB = rs.subscribe('b', { onQuantityChange: () => undefined });
    expect(sockets).toHaveLength(1);
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([
      { type: 'subscribe', channel: 'round-a-selections' },
      { type: 'subscribe', channel: 'round-b-selections' },
    ]);
    stopA1();
    expect(sockets[0]!.sent).toHaveLength(2);
    stopA2();
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'round-a-selections' });
    stopB();
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(rs.status).toBe('idle');
  });

  it('delivers changes in ledger order, and marks the listener’s own changes', () => {
    const { rs, sockets } = harness();
    const seen: Array<{ total: number; own: boolean }> = [];
    rs.subscribe('a', { onQuantityChange: (c) => seen.push({ total: c.total_committed, own: c.own }) });
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'subscribed', channel: 'round-a-selections', you: 'm-me' });
    sockets[0]!.receive(broadcast('a', 2, 20));
    sockets[0]!.receive(broadcast('a', 1, 10));
    sockets[0]!.receive(broadcast('a', 3, 30, 'm-me'));
    sockets[0]!.receive(broadcast('b', 4, 99));
    sockets[0]!.receive('garbage');
    expect(seen).toEqual([
      { total: 20, own: false },
      { total: 30, own: true },
    ]);
  });

  it('hands a round’s units in orders to its listeners, newest entry of the round’s book only', () => {
    const { rs, sockets } = harness();
    const seen: Array<{ seq: number; units: number }> = [];
    rs.subscribe('a', {
      onQuantityChange: () => undefined,
      onOrderedChange: (c) => seen.push({ seq: c.seq, units: c.ordered[0]!.total_ordered }),
    });
    sockets[0]!.open();
    const ordered = (seq: number, units: number) => ({
      type: 'ordered',
      channel: 'round-a-selections',
      payload: { ordered: [{ round_product_id: 'p1', total_ordered: units }] },
      seq,
      at: new Date().toISOString(),
    });
    sockets[0]!.receive(ordered(2, 8));
    sockets[0]!.receive(ordered(1, 5));
    sockets[0]!.receive(ordered(3, 6));
    expect(seen).toEqual([
      { seq: 2, units: 8 },
      { seq: 3, units: 6 },
    ]);
  });

  it('reconnects with growing, jittered delays, resubscribes, asks screens to refetch, and refreshes the session when refused twice', async () => {
    const { rs, sockets, timers, fire, refreshes } = harness();
    let resyncs = 0;
    rs.subscribe('a', { onQuantityChange: () => undefined, onResync: () => resyncs++ });
    sockets[0]!.open();
    sockets[0]!.drop();
    expect(rs.status).toBe('reconnecting');
    expect(await fire()).toBe(100);
    sockets[1]!.drop(); // refused before opening
    expect(await fire()).toBe(200);
    sockets[2]!.drop();
    expect(await fire()).toBe(400);
    expect(refreshes).toHaveLength(1);
    sockets[3]!.open();
    expect(rs.status).toBe('live');
    expect(sockets[3]!.sent).toEqual([{ type: 'subscribe', channel: 'round-a-selections' }]);
    expect(resyncs).toBe(0); // not yet joined: a read now could still miss a change
    sockets[3]!.receive({ type: 'subscribed', channel: 'round-a-selections', you: 'm-me' });
    expect(resyncs).toBe(1);
    expect(timers).toHaveLength(0);
  });

  it('renews the session before reconnecting when the gateway ends it at its token’s expiry, so the reconnect is never refused', async () => {
    const { rs, sockets, fire, refreshes } = harness();
    rs.subscribe('a', { onQuantityChange: () => undefined });
    sockets[0]!.open();
    sockets[0]!.end(1008); // the access token's lifetime is over: the gateway closes the socket
    expect(refreshes).toHaveLength(0);
    await fire();
    expect(refreshes).toHaveLength(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(rs.status).toBe('live');
    // A plain network drop reconnects at once, with the cookie it has.
    sockets[1]!.drop();
    await fire();
    expect(refreshes).toHaveLength(1);
  });

  it('asks the screen to read again once its first join is confirmed, so a change between its read and the join shows', () => {
    const { rs, sockets } = harness();
    const reads: string[] = [];
    rs.subscribe('a', { onQuantityChange: () => undefined, onResync: () => reads.push('a') });
    rs.subscribe('a', { onQuantityChange: () => undefined, onResync: () => reads.push('a2') });
    rs.subscribe('b', { onQuantityChange: () => undefined, onResync: () => reads.push('b') });
    sockets[0]!.open();
    expect(reads).toEqual([]);
    sockets[0]!.receive({ type: 'subscribed', channel: 'round-a-selections', you: 'm-me' });
    expect(reads).toEqual(['a', 'a2']);
    // A repeated confirmation (the gateway answers every subscribe) is not a new join.
    sockets[0]!.receive({ type: 'subscribed', channel: 'round-a-selections', you: 'm-me' });
    sockets[0]!.receive({
      type: 'error',
      code: 'channel.not_open',
      message: 'closed',
      channel: 'round-b-selections',
    });
    expect(reads).toEqual(['a', 'a2']);
  });
});
