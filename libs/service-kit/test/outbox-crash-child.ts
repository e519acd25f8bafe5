// Child process for the outbox crash test: records an event, performs the state write, and is
// killed (SIGKILL, no cleanup) right after the write and before anything could be published.
import { defineEvent } from '@marketplace/contracts';
import { z } from 'zod';
import { connectMongo } from '../src/store';
import { Outbox, connectNats, createEvent } from '../src/messaging';
import { silentLogger } from '../src/testing';

async function main() {
  const [mongoUrl, dbName, natsUrl, producer, docId] = process.argv.slice(2) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const logger = silentLogger();
  const conn = await connectMongo({ url: mongoUrl, dbName, logger });
  const nc = await connectNats(natsUrl, 'crash-child', logger);
  const created = defineEvent(`${producer}.thing.created.v1`, z.object({ thingId: z.string() }));
  const outbox = new Outbox({
    conn,
    nc,
    producer,
    logger,
    afterStateWrite: () => {
      process.stdout.write('written\n');
      process.kill(process.pid, 'SIGKILL');
    },
  });
  await outbox.init();
  const event = createEvent(created, { thingId: docId }, producer);
  await outbox.record([event], { collection: 'things', id: docId }, (ids) =>
    conn.collection('things').insertOne({ _id: docId as never, name: 'crash test', _events: ids }),
  );
  process.stdout.write('not killed\n');
}
void main();
