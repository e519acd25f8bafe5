import request from 'supertest';
import { Schema, type Connection, type Model } from 'mongoose';
import type { NatsConnection } from 'nats';
import { ProblemCodes } from '@marketplace/contracts';
import { createApp } from './app';
import { connectMongo } from '../store/mongo';
import { connectNats } from '../messaging/nats';
import { standardReadiness } from '../runtime/run-service';
import { handle } from './handle';
import {
  eventually,
  silentLogger,
  startPrivateFerretdb,
  startPrivateNats,
  type PrivateFerretdb,
  type PrivateNats,
} from '../testing/infra';

// What a user meets when the store or NATS goes away: a 503 problem the UI can translate, with
// Retry-After, quickly (deadlines), and the service back to normal once the dependency returns.
describe('a service while its store or NATS is down', () => {
  let ferret: PrivateFerretdb;
  let nats: PrivateNats;
  let conn: Connection;
  let nc: NatsConnection;
  let Note: Model<{ text: string }>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    // Servers of our own: stopping them affects no other test.
    [ferret, nats] = await Promise.all([startPrivateFerretdb(), startPrivateNats()]);
    conn = await connectMongo({
      url: ferret.url,
      dbName: 'outage',
      logger: silentLogger(),
      deadlines: { serverSelectionTimeoutMS: 1000, socketTimeoutMS: 1500, queryTimeoutMS: 1000 },
    });
    nc = await connectNats(nats.url, 'outage-test', silentLogger(), 20);
    Note = conn.model('Note', new Schema({ text: { type: String, required: true } }));
    app = createApp({
      service: 'outage-test',
      logger: silentLogger(),
      readiness: standardReadiness(conn, nc),
      routes: (router) => {
        router.post(
          '/notes',
          handle({}, async (_input, req, res) => {
            const note = await Note.create({ text: String(req.body.text ?? 'hello') });
            res.status(201).json({ id: String(note._id) });
          }),
        );
        router.get(
          '/notes/:id',
          handle({}, async (_input, req) => {
            const note = await Note.findById(req.params.id).lean();
            return { text: note?.text ?? null };
          }),
        );
        router.post(
          '/announce',
          handle({}, async () => {
            await nc.request('outage.echo', new Uint8Array(), { timeout: 1000 });
            return { ok: true };
          }),
        );
      },
    });
    nc.subscribe('outage.echo', { callback: (_err, msg) => msg.respond(msg.data) });
    await nc.flush();
  }, 60_000);

  afterAll(async () => {
    await nc?.close().catch(() => undefined);
    await conn?.close().catch(() => undefined);
    await Promise.all([ferret?.dispose(), nats?.dispose()]);
  });

  function expectUnavailable(res: request.Response) {
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual(
      expect.objectContaining({ status: 503, code: ProblemCodes.unavailable, title: 'Service Unavailable' }),
    );
    // Nothing of the driver's internals reaches the client.
    expect(JSON.stringify(res.body)).not.toMatch(/Mongo|ECONNREFUSED|127\.0\.0\.1/);
  }

  it('answers 503 service.unavailable while the store is stopped, and recovers without a restart', async () => {
    const created = await request(app).post('/notes').send({ text: 'before' }).expect(201);

    await ferret.stop();
    expectUnavailable(await request(app).post('/notes').send({ text: 'during' }));
    expectUnavailable(await request(app).get(`/notes/${created.body.id}`));
    const ready = await request(app).get('/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'mongo', ok: false })]),
    );

    await ferret.start();
    const back = await eventually(
      async () => (await request(app).get(`/notes/${created.body.id}`)).status === 200,
      20_000,
      250,
    );
    expect(back).toBe(true);
    expect((await request(app).get(`/notes/${created.body.id}`)).body).toEqual({ text: 'before' });
    await request(app).post('/notes').send({ text: 'after' }).expect(201);
    await request(app).get('/ready').expect(200);
  }, 60_000);

  it('turns a stuck store (accepts connections, answers nothing) into 503s and not-ready', async () => {
    const created = await request(app).post('/notes').send({ text: 'stuck' }).expect(201);

    ferret.freeze();
    try {
      expectUnavailable(await request(app).get(`/notes/${created.body.id}`));
      expectUnavailable(await request(app).post('/notes').send({ text: 'while stuck' }));
      await request(app).get('/ready').expect(503);
    } finally {
      ferret.thaw();
    }

    const back = await eventually(
      async () => (await request(app).get(`/notes/${created.body.id}`)).status === 200,
      20_000,
      250,
    );
    expect(back).toBe(true);
    await request(app).get('/ready').expect(200);
  }, 60_000);

  it('answers 503 service.unavailable while NATS is stopped, and recovers without a restart', async () => {
    await request(app).post('/announce').expect(200);

    await nats.stop();
    expectUnavailable(await request(app).post('/announce'));

    await nats.start();
    const back = await eventually(
      async () => (await request(app).post('/announce')).status === 200,
      20_000,
      250,
    );
    expect(back).toBe(true);
  }, 60_000);
});
