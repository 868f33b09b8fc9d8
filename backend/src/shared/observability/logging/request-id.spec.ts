import type { IncomingMessage, ServerResponse } from 'node:http';
import { assignRequestId } from './request-id';

function call(header?: string): { id: string; returned: unknown } {
  const headers: Record<string, unknown> = {};
  const req = { headers: header === undefined ? {} : { 'x-request-id': header } } as unknown as IncomingMessage;
  const res = { setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = value) };
  const id = assignRequestId(req, res as unknown as ServerResponse);
  return { id, returned: headers['x-request-id'] };
}

describe('assignRequestId', () => {
  it("keeps the caller's id and returns it", () => {
    expect(call('edge-7f3a.42')).toEqual({ id: 'edge-7f3a.42', returned: 'edge-7f3a.42' });
  });

  it('generates a UUID when there is none or it is unsafe', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(call().id).toMatch(uuid);
    expect(call('bad id\n{"level":"fatal"}').id).toMatch(uuid);
    expect(call('x'.repeat(500)).id).toMatch(uuid);
    const fresh = call();
    expect(fresh.returned).toBe(fresh.id);
  });
});
