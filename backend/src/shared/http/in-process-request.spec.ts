import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import express from 'express';
import { requestInProcess } from './in-process-request';

describe('requestInProcess', () => {
  it("gives an Express route's status, headers and body, and the request looks like one from loopback", async () => {
    const app = express();
    const finished: string[] = [];
    app.use((req, res, next) => {
      res.on('finish', () => finished.push(req.url));
      next();
    });
    app.get('/api/thing', (req, res) => {
      res.status(404).json({ ip: req.ip, accept: req.headers.accept, query: req.query.q });
    });
    const server = createServer(app);
    const answer = await requestInProcess(server, '/api/thing?q=1', [['Accept', 'application/json']]);
    expect(answer.status).toBe(404);
    expect(answer.headers).toContainEqual(['content-type', 'application/json; charset=utf-8']);
    expect(JSON.parse(answer.body)).toEqual({ ip: '127.0.0.1', accept: 'application/json', query: '1' });
    // The access log and the response cache's waiters listen for it.
    expect(finished).toEqual(['/api/thing?q=1']);
  });

  it('captures an answer written with writeHead and its flat header list (the lean reads before Express)', async () => {
    const server = createServer((_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, ['Content-Type', 'application/json', 'X-Cache', 'HIT']);
      res.write('{"a":');
      res.end(Buffer.from('1}'));
    });
    const answer = await requestInProcess(server, '/api/lean', []);
    expect(answer).toEqual({
      status: 200,
      headers: [
        ['Content-Type', 'application/json'],
        ['X-Cache', 'HIT'],
      ],
      body: '{"a":1}',
    });
  });
});
