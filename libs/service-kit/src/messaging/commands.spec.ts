import type { NatsConnection } from 'nats';
import { z } from 'zod';
import { HttpProblem, conflict } from '../core/problems';
import { sendCommand, serveCommand } from './commands';
import { silentLogger, testNats, uniqueProducer } from '../testing/infra';

describe('commands over NATS request/reply', () => {
  let nc: NatsConnection;
  const service = uniqueProducer();
  const rename = {
    subject: `${service}.cmd.rename.v1`,
    request: z.object({ id: z.string(), name: z.string().min(1) }),
    reply: z.object({ id: z.string(), name: z.string() }),
  };

  beforeAll(async () => {
    nc = await testNats();
  });
  afterAll(async () => {
    await nc.close();
  });

  it('returns the typed reply, maps handler problems and invalid requests, and reports no responders', async () => {
    // NATS answers "no responders" at once; the long timeout only keeps a busy machine's late
    // timer from winning over that answer.
    await expect(sendCommand(nc, rename, { id: 'a', name: 'x' }, 10_000)).rejects.toMatchObject({
      status: 503,
      code: 'service.unavailable',
    });

    const sub = serveCommand(nc, rename, service, silentLogger(), async (req) => {
      if (req.id === 'taken') throw conflict('thing.name_taken', 'That name is taken');
      return { id: req.id, name: req.name.toUpperCase() };
    });
    try {
      await expect(sendCommand(nc, rename, { id: 'a', name: 'box' })).resolves.toEqual({
        id: 'a',
        name: 'BOX',
      });
      const err = await sendCommand(nc, rename, { id: 'taken', name: 'box' }).catch((e) => e);
      expect(err).toBeInstanceOf(HttpProblem);
      expect(err).toMatchObject({ status: 409, code: 'thing.name_taken' });
      // A caller that skips validation still gets a 400 problem back, not a time-out.
      const raw = await nc.request(rename.subject, new TextEncoder().encode(JSON.stringify({ id: 1 })), {
        timeout: 2000,
      });
      expect(JSON.parse(new TextDecoder().decode(raw.data))).toMatchObject({
        ok: false,
        problem: { status: 400, code: 'request.invalid' },
      });
    } finally {
      sub.unsubscribe();
    }
  });
});
