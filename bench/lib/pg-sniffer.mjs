// A TCP proxy in front of PostgreSQL that records every statement a client sends:
// the SQL text of simple ('Q') and extended-protocol ('P' parse + 'B' bind) queries,
// with the bound parameter values. The benchmark points the app and the baseline at
// it in a short capture run to prove both send exactly the same SQL, and replays
// the captured statements under EXPLAIN (ANALYZE, BUFFERS).
import net from 'node:net';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/** Reads a NUL-terminated string at `offset`; returns [text, offset after the NUL]. */
function cstring(buffer, offset) {
  const end = buffer.indexOf(0, offset);
  return [buffer.toString('utf8', offset, end), end + 1];
}

/** Parses the frontend (client → server) byte stream of one connection. */
class FrontendParser {
  constructor(onStatement) {
    this.onStatement = onStatement;
    this.pending = Buffer.alloc(0);
    this.startup = true;
    /** statement name → SQL text ('' is the unnamed statement) */
    this.prepared = new Map();
  }

  push(chunk) {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    for (;;) {
      if (this.startup) {
        if (this.pending.length < 8) return;
        const length = this.pending.readInt32BE(0);
        if (this.pending.length < length) return;
        const code = this.pending.readInt32BE(4);
        // An SSL or GSS request is followed by another untyped startup message.
        this.startup = code === SSL_REQUEST || code === GSSENC_REQUEST;
        this.pending = this.pending.subarray(length);
        continue;
      }
      if (this.pending.length < 5) return;
      const length = this.pending.readInt32BE(1);
      if (this.pending.length < 1 + length) return;
      const type = String.fromCharCode(this.pending[0]);
      this.message(type, this.pending.subarray(5, 1 + length));
      this.pending = this.pending.subarray(1 + length);
    }
  }

  message(type, body) {
    if (type === 'Q') {
      const [sql] = cstring(body, 0);
      this.onStatement({ sql, params: [] });
    } else if (type === 'P') {
      const [name, next] = cstring(body, 0);
      const [sql] = cstring(body, next);
      this.prepared.set(name, sql);
    } else if (type === 'B') {
      let offset;
      [, offset] = cstring(body, 0); // portal
      let statement;
      [statement, offset] = cstring(body, offset);
      const formatCount = body.readInt16BE(offset);
      offset += 2;
      const formats = [];
      for (let i = 0; i < formatCount; i++, offset += 2) formats.push(body.readInt16BE(offset));
      const paramCount = body.readInt16BE(offset);
      offset += 2;
      const params = [];
      for (let i = 0; i < paramCount; i++) {
        const size = body.readInt32BE(offset);
        offset += 4;
        if (size < 0) {
          params.push(null);
          continue;
        }
        const format = formats.length === 1 ? formats[0] : (formats[i] ?? 0);
        const bytes = body.subarray(offset, offset + size);
        params.push(format === 0 ? bytes.toString('utf8') : `\\x${bytes.toString('hex')}`);
        offset += size;
      }
      this.onStatement({ sql: this.prepared.get(statement) ?? `<unknown prepared statement ${statement}>`, params });
    }
  }
}

/**
 * Starts the proxy on `port` (0 = any free port). `statements` collects
 * {sql, params, connection, at} in arrival order; `clear()` empties it.
 */
export async function startPgSniffer({ upstreamHost = '127.0.0.1', upstreamPort = 5432, port = 0 } = {}) {
  const statements = [];
  const sockets = new Set();
  let connectionCount = 0;
  const server = net.createServer((client) => {
    const connection = ++connectionCount;
    const upstream = net.connect(upstreamPort, upstreamHost);
    sockets.add(client).add(upstream);
    const parser = new FrontendParser((statement) =>
      statements.push({ ...statement, connection, at: performance.now() }),
    );
    client.on('data', (chunk) => {
      try {
        parser.push(chunk);
      } catch (error) {
        // A parse failure must never break the connection: the capture only loses this message.
        statements.push({ sql: `<unparsed: ${error.message}>`, params: [], connection, at: performance.now() });
        parser.pending = Buffer.alloc(0);
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    statements,
    clear: () => statements.splice(0),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
