import { dedupeBucket } from './dedupe-bucket';

describe('dedupeBucket', () => {
  it('puts events of the same half hour in one bucket and the next half hour in the next', () => {
    const start = new Date('2026-11-23T10:00:00.000Z');
    const bucket = dedupeBucket(start);
    expect(dedupeBucket(new Date('2026-11-23T10:29:59.999Z'))).toBe(bucket);
    expect(dedupeBucket(new Date('2026-11-23T10:30:00.000Z'))).toBe(bucket + 1);
    expect(dedupeBucket(new Date('2026-11-23T09:59:59.999Z'))).toBe(bucket - 1);
  });

  it('fits a PostgreSQL int for centuries', () => {
    expect(dedupeBucket(new Date('2200-01-01T00:00:00Z'))).toBeLessThan(2_147_483_647);
  });
});
