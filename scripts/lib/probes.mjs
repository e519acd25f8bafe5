// Health probes that speak just enough of each protocol to prove the server really answers,
// without client libraries (these run before node_modules exists).
import http from 'node:http';
import net from 'node:net';

/** Opens a TCP connection and hands the socket to `onConnect`; always settles within timeoutMs. */
function withSocket(host, port, timeoutMs, onConnect) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let settled = false;
    let connected = false;
    // `listening` tells "nothing there" (safe to start ours) from "something else holds the port".
    const finish = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ listening: connected, ...result });
    };
    // Accepting connections is not answering: a hung server still completes the TCP handshake.
    const timer = setTimeout(
      () =>
        finish({
          ok: false,
          error: connected
            ? `accepts connections but did not answer within ${timeoutMs}ms`
            : `no answer within ${timeoutMs}ms`,
        }),
      timeoutMs,
    );
    socket.on('error', (error) => finish({ ok: false, error: error.code ?? error.message }));
    socket.on('close', () => finish({ ok: false, error: 'connection closed' }));
    socket.on('connect', () => {
      connected = true;
      onConnect(socket, finish);
    });
  });
}

/** A NATS server greets every client with `INFO {json}\r\n`; JetStream must be on for our use. */
export function natsInfo(host, port, timeoutMs = 1500) {
  return withSocket(host, port, timeoutMs, (socket, finish) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      buffer += chunk;
      const end = buffer.indexOf('\r\n');
      if (end === -1) return;
      const line = buffer.slice(0, end);
      if (!line.startsWith('INFO ')) {
        finish({
          ok: false,
          listening: true,
          error: `not a NATS server (greeting: ${JSON.stringify(line.slice(0, 60))})`,
        });
        return;
      }
      try {
        const info = JSON.parse(line.slice(5));
        finish(
          info.jetstream
            ? { ok: true, info }
            : { ok: false, listening: true, info, error: 'NATS answers but JetStream is disabled' },
        );
      } catch {
        finish({ ok: false, listening: true, error: 'unparseable NATS INFO line' });
      }
    });
  });
}

export function httpGet(url, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => {
        const ok = res.statusCode >= 200 && res.statusCode < 300;
        resolve({
          ok,
          listening: true,
          status: res.statusCode,
          ...(ok ? {} : { error: `HTTP ${res.statusCode}` }),
        });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs}ms`)));
    req.on('error', (error) =>
      resolve({ ok: false, listening: error.code !== 'ECONNREFUSED', error: error.code ?? error.message }),
    );
  });
}

// --- MongoDB wire protocol: one OP_MSG `{ping: 1, $db: "admin"}` and its reply ---------------

const OP_MSG = 2013;

function cstring(value) {
  return Buffer.concat([Buffer.from(value, 'utf8'), Buffer.from([0])]);
}

function bsonPingCommand() {
  const dbName = Buffer.from('admin\0', 'utf8');
  const dbLength = Buffer.alloc(4);
  dbLength.writeInt32LE(dbName.length);
  const one = Buffer.alloc(4);
  one.writeInt32LE(1);
  const body = Buffer.concat([
    Buffer.from([0x10]),
    cstring('ping'),
    one,
    Buffer.from([0x02]),
    cstring('$db'),
    dbLength,
    dbName,
    Buffer.from([0]),
  ]);
  const size = Buffer.alloc(4);
  size.writeInt32LE(body.length + 4);
  return Buffer.concat([size, body]);
}

function opMsg(requestId, document) {
  const header = Buffer.alloc(16);
  const flagsAndKind = Buffer.from([0, 0, 0, 0, 0]);
  header.writeInt32LE(16 + flagsAndKind.length + document.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(0, 8);
  header.writeInt32LE(OP_MSG, 12);
  return Buffer.concat([header, flagsAndKind, document]);
}

const FIXED_SIZES = {
  0x01: 8,
  0x07: 12,
  0x08: 1,
  0x09: 8,
  0x0a: 0,
  0x10: 4,
  0x11: 8,
  0x12: 8,
  0x13: 16,
  0x7f: 0,
  0xff: 0,
};

/** Top-level numeric/boolean fields of a BSON document (enough to read `ok` and `code`). */
export function bsonScalars(doc) {
  const out = {};
  let at = 4;
  const end = doc.readInt32LE(0) - 1;
  while (at < end) {
    const type = doc[at];
    const nameEnd = doc.indexOf(0, at + 1);
    const name = doc.toString('utf8', at + 1, nameEnd);
    at = nameEnd + 1;
    if (type === 0x01) out[name] = doc.readDoubleLE(at);
    else if (type === 0x10) out[name] = doc.readInt32LE(at);
    else if (type === 0x12) out[name] = Number(doc.readBigInt64LE(at));
    else if (type === 0x08) out[name] = doc[at] === 1;
    else if (type === 0x02) out[name] = doc.toString('utf8', at + 4, at + 4 + doc.readInt32LE(at) - 1);
    if (type in FIXED_SIZES) at += FIXED_SIZES[type];
    else if (type === 0x02 || type === 0x0d || type === 0x0e) at += 4 + doc.readInt32LE(at);
    else if (type === 0x03 || type === 0x04) at += doc.readInt32LE(at);
    else if (type === 0x05) at += 5 + doc.readInt32LE(at);
    else if (type === 0x0b) at = doc.indexOf(0, doc.indexOf(0, at) + 1) + 1;
    else break; // a type we do not need to understand: stop rather than misread
  }
  return out;
}

export function mongoPing(host, port, timeoutMs = 2000) {
  return withSocket(host, port, timeoutMs, (socket, finish) => {
    const requestId = Math.floor(Math.random() * 0x7fffffff);
    let buffer = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (buffer.length < 4 || buffer.length < buffer.readInt32LE(0)) return;
      try {
        if (buffer.readInt32LE(12) !== OP_MSG || buffer.readInt32LE(8) !== requestId) {
          finish({
            ok: false,
            listening: true,
            error: 'unexpected reply (not a MongoDB wire protocol server?)',
          });
          return;
        }
        const reply = bsonScalars(buffer.subarray(21));
        finish(
          reply.ok === 1 || reply.ok === true
            ? { ok: true }
            : { ok: false, listening: true, error: `ping returned ${JSON.stringify(reply)}` },
        );
      } catch (error) {
        finish({ ok: false, listening: true, error: `unparseable reply: ${error.message}` });
      }
    });
    socket.write(opMsg(requestId, bsonPingCommand()));
  });
}
