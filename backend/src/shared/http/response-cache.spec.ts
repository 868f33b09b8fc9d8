import express, { type Express } from 'express';
import request from 'supertest';
import { ANY_TABLE, type TableChangeFeed, type TableChangeListener } from '../database/table-change-feed';
import { answerReadsRows, responseCache } from './response-cache';

/** A feed driven by the test: `live` and the change events are set by hand. */
class FakeFeed {
  live = true;
  private readonly listeners = new Set<TableChangeListener>();
  subscribe(listener: TableChangeListener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  change(table: string, rows?: string[]) {
    for (const listener of this.listeners) listener(table, rows);
  }
}

function appWith(feed: FakeFeed, maxBytes = 1024 * 1024) {
  const calls: Record<string, number> = {};
  const app: Express = express();
  app.use(responseCache(feed as unknown as TableChangeFeed, { maxBytes, tables: ['school'], maxLifetimeMs: 600_000 }));
  const count = (name: string) => (calls[name] = (calls[name] ?? 0) + 1);
  app.get('/api/public/:id', (req, res) => {
    count(req.params.id);
    res.setHeader('Cache-Control', 'public, max-age=30');
    res.json({ id: req.params.id, call: calls[req.params.id], padding: 'x'.repeat(100) });
  });
  // A page that read one school row only (as the school page declares).
  app.get('/api/row/:id', (req, res) => {
    count(`row-${req.params.id}`);
    answerReadsRows(res, 'school', [req.params.id]);
    res.setHeader('Cache-Control', 'public, max-age=30');
    res.json({ id: req.params.id, call: calls[`row-${req.params.id}`] });
  });
  app.get('/api/private', (_req, res) => {
    count('private');
    res.json({ call: calls.private });
  });
  app.get('/api/cookie', (_req, res) => {
    count('cookie');
    res.setHeader('Cache-Control', 'public, max-age=30');
    res.cookie('a', 'b').json({ call: calls.cookie });
  });
  app.get('/api/missing', (_req, res) => {
    count('missing');
    res.setHeader('Cache-Control', 'public, max-age=30');
    res.status(404).json({ call: calls.missing });
  });
  return { app, calls };
}

describe('responseCache', () => {
  let feed: FakeFeed;
  beforeEach(() => {
    feed = new FakeFeed();
  });

  it('answers a public GET from memory the second time, marked X-Cache: HIT', async () => {
    const { app, calls } = appWith(feed);
    const first = await request(app).get('/api/public/1').expect(200);
    const second = await request(app).get('/api/public/1').expect(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=30');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers.vary).toBe('Accept-Encoding');
    expect(calls['1']).toBe(1);
  });

  it('keys on the whole URL, query string included', async () => {
    const { app, calls } = appWith(feed);
    await request(app).get('/api/public/1?page=1').expect(200);
    await request(app).get('/api/public/1?page=2').expect(200);
    expect(calls['1']).toBe(2);
  });

  it('revalidates a stored answer with 304 when the ETag matches', async () => {
    const { app } = appWith(feed);
    const first = await request(app).get('/api/public/1').expect(200);
    const again = await request(app).get('/api/public/1').set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text).toBe('');
  });

  it('drops everything when a watched table changes, and only then', async () => {
    const { app, calls } = appWith(feed);
    await request(app).get('/api/public/1').expect(200);
    feed.change('audit_log');
    await request(app).get('/api/public/1').expect(200);
    expect(calls['1']).toBe(1);
    feed.change('school');
    const fresh = await request(app).get('/api/public/1').expect(200);
    expect(fresh.body.call).toBe(2);
    feed.change(ANY_TABLE);
    expect((await request(app).get('/api/public/1').expect(200)).body.call).toBe(3);
  });

  it('on a change naming its rows, drops the answers that read them or the whole table, and keeps the rest', async () => {
    const { app, calls } = appWith(feed);
    for (const path of ['/api/row/1', '/api/row/2', '/api/public/list']) await request(app).get(path).expect(200);
    feed.change('school', ['1']);
    for (const path of ['/api/row/1', '/api/row/2', '/api/public/list']) await request(app).get(path).expect(200);
    expect(calls['row-1']).toBe(2);
    expect(calls['row-2']).toBe(1);
    expect(calls.list).toBe(2);
    // A change without named rows, or of ANY_TABLE, drops every answer.
    feed.change('school');
    await request(app).get('/api/row/2').expect(200);
    expect(calls['row-2']).toBe(2);
    feed.change(ANY_TABLE, ['2']);
    await request(app).get('/api/row/2').expect(200);
    expect(calls['row-2']).toBe(3);
  });

  it('never stores an answer computed before a change', async () => {
    const { app, calls } = appWith(feed);
    app.get('/api/racing', (_req, res) => {
      calls.racing = (calls.racing ?? 0) + 1;
      // The catalogue changes while this answer is being built.
      feed.change('school');
      res.setHeader('Cache-Control', 'public, max-age=30');
      res.json({ call: calls.racing });
    });
    await request(app).get('/api/racing').expect(200);
    await request(app).get('/api/racing').expect(200);
    expect(calls.racing).toBe(2);
  });

  it('serves and stores nothing while the feed is not live', async () => {
    const { app, calls } = appWith(feed);
    feed.live = false;
    await request(app).get('/api/public/1').expect(200);
    await request(app).get('/api/public/1').expect(200);
    expect(calls['1']).toBe(2);
    feed.live = true;
    await request(app).get('/api/public/1').expect(200);
    await request(app).get('/api/public/1').expect(200);
    expect(calls['1']).toBe(3);
  });

  it('lets requests with a cookie or credentials through', async () => {
    const { app, calls } = appWith(feed);
    await request(app).get('/api/public/1').expect(200);
    await request(app).get('/api/public/1').set('Cookie', 'vps.sid=abc').expect(200);
    await request(app).get('/api/public/1').set('Authorization', 'Bearer x').expect(200);
    expect(calls['1']).toBe(3);
  });

  it('stores only successful public answers without Set-Cookie', async () => {
    const { app, calls } = appWith(feed);
    for (let i = 0; i < 2; i++) {
      await request(app).get('/api/private').expect(200);
      await request(app).get('/api/cookie').expect(200);
      await request(app).get('/api/missing').expect(404);
    }
    expect(calls).toEqual({ private: 2, cookie: 2, missing: 2 });
  });

  it('drops an answer after its lifetime even without a change (a safety net)', async () => {
    const { app, calls } = appWith(feed);
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_000_000);
      await request(app).get('/api/public/1').expect(200);
      now.mockReturnValue(1_000_000 + 599_000);
      await request(app).get('/api/public/1').expect(200);
      expect(calls['1']).toBe(1);
      now.mockReturnValue(1_000_000 + 601_000);
      await request(app).get('/api/public/1').expect(200);
      expect(calls['1']).toBe(2);
    } finally {
      now.mockRestore();
    }
  });

  it('evicts the least recently used answers beyond its memory', async () => {
    // Each body is about 140 bytes: room for two.
    const { app, calls } = appWith(feed, 300);
    await request(app).get('/api/public/1');
    await request(app).get('/api/public/2');
    await request(app).get('/api/public/1'); // 1 is now the most recent
    await request(app).get('/api/public/3'); // evicts 2
    await request(app).get('/api/public/1');
    await request(app).get('/api/public/2');
    expect(calls).toEqual({ '1': 1, '2': 2, '3': 1 });
  });

  it('sends a stored answer compressed to browsers that accept it', async () => {
    const { app } = appWith(feed);
    app.get('/api/large', (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=30');
      res.json({ text: 'vegas '.repeat(1000) });
    });
    const plain = await request(app).get('/api/large').expect(200);
    // The compressed copies are made just after the answer is stored.
    let compressed: request.Response | undefined;
    for (let i = 0; i < 50 && compressed?.headers['content-encoding'] !== 'br'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      compressed = await request(app).get('/api/large').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    }
    expect(compressed?.headers['content-encoding']).toBe('br');
    expect(compressed?.body).toEqual(plain.body);
    expect(Number(compressed?.headers['content-length'])).toBeLessThan(plain.text.length / 10);
    const gzipped = await request(app).get('/api/large').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body).toEqual(plain.body);
    const identity = await request(app).get('/api/large').set('Accept-Encoding', 'identity').expect(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.text).toBe(plain.text);
  });

  it('sends the first answer compressed too, to a browser that accepts it', async () => {
    const { app } = appWith(feed);
    app.get('/api/first', (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=30');
      res.json({ text: 'vegas '.repeat(1000) });
    });
    const first = await request(app).get('/api/first').set('Accept-Encoding', 'gzip').expect(200);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(Number(first.headers['content-length'])).toBeLessThan(1000);
    expect(first.body).toEqual({ text: 'vegas '.repeat(1000) });
    // Not stored answers (private) and small ones go as they are.
    const private_ = await request(app).get('/api/private').set('Accept-Encoding', 'gzip').expect(200);
    expect(private_.headers['content-encoding']).toBeUndefined();
    const identity = await request(app).get('/api/first').set('Accept-Encoding', 'identity').expect(200);
    expect(identity.headers['x-cache']).toBe('HIT');
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('keeps only the compressed copies of a large answer, so more answers fit, and unpacks it for the rare client that accepts neither', async () => {
    // Each answer is about 6 KB as sent and under 200 bytes compressed: two fit only compressed.
    const { app } = appWith(feed, 9000);
    const computed: Record<string, number> = {};
    app.get('/api/large/:id', (req, res) => {
      computed[req.params.id] = (computed[req.params.id] ?? 0) + 1;
      res.setHeader('Cache-Control', 'public, max-age=30');
      res.json({ id: req.params.id, text: 'vegas '.repeat(1000) });
    });
    const compressedCopyOf = async (id: string) => {
      for (let i = 0; i < 50; i++) {
        const answer = await request(app).get(`/api/large/${id}`).set('Accept-Encoding', 'gzip');
        if (answer.headers['content-encoding'] === 'gzip') return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('no compressed copy');
    };
    const plain = await request(app).get('/api/large/1').expect(200);
    await compressedCopyOf('1');
    // Both copies made: the next answer is stored beside it instead of evicting it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await request(app).get('/api/large/2').expect(200);
    await compressedCopyOf('2');
    const identity = await request(app).get('/api/large/1').set('Accept-Encoding', 'identity').expect(200);
    expect(identity.headers['x-cache']).toBe('HIT');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.text).toBe(plain.text);
    expect(Number(identity.headers['content-length'])).toBe(plain.text.length);
    expect(computed).toEqual({ '1': 1, '2': 1 });
  });

  it('lets concurrent misses of one URL wait for the first answer instead of all computing it', async () => {
    const { app, calls } = appWith(feed);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/api/slow', async (_req, res) => {
      calls.slow = (calls.slow ?? 0) + 1;
      await gate;
      res.setHeader('Cache-Control', 'public, max-age=30');
      res.json({ call: calls.slow });
    });
    const server = app.listen(0);
    try {
      const answers = Promise.all([1, 2, 3].map(() => request(server).get('/api/slow').expect(200)));
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      const bodies = (await answers).map((answer) => answer.body.call);
      expect(bodies).toEqual([1, 1, 1]);
      expect(calls.slow).toBe(1);
    } finally {
      server.close();
    }
  });
});
