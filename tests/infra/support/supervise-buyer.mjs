// Child of supervisor.spec.ts: runs the buyer service under npm start's supervisor, on its own
// port and database, and reports on stdout (one JSON object per line) each start and each line
// the supervisor logs. SIGTERM stops supervision and the service, as Ctrl-C does for npm start.
import { stackProcesses, startProcess, stopAll } from '../../../scripts/dev/stack.mjs';
import { superviseProcesses } from '../../../scripts/dev/supervisor.mjs';

const [port, dbName] = process.argv.slice(2);
const say = (o) => process.stdout.write(`${JSON.stringify(o)}\n`);
const buyer = stackProcesses({
  ports: { buyer: port },
  env: { buyer: { MONGO_DB: dbName, LOG_LEVEL: 'warn' } },
  logPrefix: 'supervisor-test-',
}).find((p) => p.name === 'buyer');

const supervisor = superviseProcesses([buyer], {
  log: (line) => say({ log: line }),
  start: (proc) => {
    const child = startProcess(proc, { quiet: true, truncateLog: true });
    say({ started: child.pid });
    return child;
  },
});
process.on('SIGTERM', async () => {
  supervisor.stop();
  await stopAll(supervisor.children());
  process.exit(0);
});
