import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders, type Server } from 'node:http';
import { Socket } from 'node:net';

/** What the app answered a request made in-process. */
export interface InProcessAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

type Chunk = string | Buffer | Uint8Array;

/**
 * A GET of `path` handled by `server`'s own request listeners (the lean reads, the response cache,
 * Express: everything a request over a connection meets) with no connection, socket or HTTP parser:
 * for the server renderer's API calls (spa.ts). The request comes from loopback, as those calls did.
 *
 * The answer is captured by `writeHead`, `write` and `end` set on the response object itself: Express
 * replaces the prototype of every response it handles, so a capturing subclass would lose them. `finish`
 * and `close` are emitted as a connection's response would (the access log, the response cache's
 * waiters and the metrics listen for them).
 */
export function requestInProcess(server: Server, path: string, headers: [string, string][]): Promise<InProcessAnswer> {
  return new Promise((resolve, reject) => {
    const address = server.address();
    const socket = new Socket();
    for (const [name, value] of Object.entries({
      remoteAddress: '127.0.0.1',
      remotePort: 0,
      remoteFamily: 'IPv4',
      localAddress: '127.0.0.1',
      localPort: typeof address === 'object' && address ? address.port : 0,
    }))
      Object.defineProperty(socket, name, { value });
    const req = new IncomingMessage(socket);
    req.method = 'GET';
    req.url = path;
    req.httpVersionMajor = 1;
    req.httpVersionMinor = 1;
    req.httpVersion = '1.1';
    for (const [name, value] of headers) {
      req.headers[name.toLowerCase()] = value;
      req.rawHeaders.push(name, value);
    }
    req.headers.host ??= 'localhost';
    // A GET has no body.
    req.complete = true;
    req.push(null);

    const res = new ServerResponse(req);
    const chunks: Buffer[] = [];
    const extraHeaders: [string, string][] = [];
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === 'string')
        chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    let ended = false;
    Object.assign(res, {
      writeHead(status: number, ...rest: unknown[]) {
        res.statusCode = status;
        const given = rest.find((each) => typeof each === 'object' && each !== null) as
          OutgoingHttpHeaders | string[] | undefined;
        if (Array.isArray(given))
          for (let i = 0; i + 1 < given.length; i += 2) extraHeaders.push([String(given[i]), String(given[i + 1])]);
        else if (given)
          for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value);
        return res;
      },
      write(chunk: Chunk, encoding?: unknown, done?: () => void) {
        collect(chunk, encoding);
        (typeof encoding === 'function' ? encoding : done)?.();
        return true;
      },
      end(chunk?: unknown, encoding?: unknown, done?: () => void) {
        if (ended) return res;
        ended = true;
        if (typeof chunk !== 'function') collect(chunk, encoding);
        const answerHeaders: [string, string][] = [...extraHeaders];
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value === undefined) continue;
          for (const each of Array.isArray(value) ? value : [value]) answerHeaders.push([name, String(each)]);
        }
        resolve({ status: res.statusCode, headers: answerHeaders, body: Buffer.concat(chunks).toString('utf8') });
        [chunk, encoding, done].find((each): each is () => void => typeof each === 'function')?.();
        res.emit('finish');
        res.emit('close');
        return res;
      },
    });
    try {
      server.emit('request', req, res);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
