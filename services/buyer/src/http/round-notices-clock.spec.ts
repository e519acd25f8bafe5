import { CLOCK_ADVANCE_SUBJECT } from '@marketplace/service-kit/core';
import { eventually } from '@marketplace/service-kit/testing';
import { buyerForFile, roundProduct, roundSummary } from '../test-harness';

/**
 * A local run's clock moved forward (LOCAL_RUN=true, the harness's own NATS): the last call comes
 * as soon as the clock enters the last 24 h, without waiting a day or for the next scan.
 */
describe('the last call on a clock moved forward', () => {
  // The interval scan comes once a minute: a call within seconds is the clock's doing.
  const h = buyerForFile('round_notices_clock', {
    env: { LOCAL_RUN: 'true', CLOSING_SOON_SCAN_MS: '60000' },
  });

  it('is given within seconds when the clock is advanced into the round’s last 24 h', async () => {
    const desk = roundProduct({ name: 'Desk', moq: 10 });
    const closeAt = new Date(h.service.context.now().getTime() + 30 * 3_600_000).toISOString();
    const round = roundSummary({ title: 'Moved Clock Round', closeAt });
    await h.approveRoundAndWait(round, [desk]);
    await h.putInCart('mo', round.id, desk.id, 2);
    const lastCalls = async () =>
      (await h.notificationRequests()).filter(
        (r) => r.kind.startsWith('last_call') && r.params.roundTitle === 'Moved Clock Round',
      );
    expect(await lastCalls()).toEqual([]);

    const moved = await h.nc.request(
      CLOCK_ADVANCE_SUBJECT,
      new TextEncoder().encode(JSON.stringify({ byMs: 7 * 3_600_000 })),
      { timeout: 2_000 },
    );
    expect(JSON.parse(new TextDecoder().decode(moved.data))).toMatchObject({ service: 'buyer' });

    const calls = await eventually(
      async () => ((await lastCalls()).length ? await lastCalls() : null),
      5_000,
    );
    expect(calls?.map((r) => [r.kind, r.params.productName, r.recipients.userIds])).toEqual([
      ['last_call_cart', 'Desk', ['mo']],
    ]);
  });
});
