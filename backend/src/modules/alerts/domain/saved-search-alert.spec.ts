import { ALERT_KEPT_DAYS, SavedSearchAlert } from './saved-search-alert';

const DAY = 86_400_000;

describe('SavedSearchAlert retention', () => {
  const confirmedAt = new Date('2026-01-10T12:00:00Z');
  const alert = () => {
    const one = SavedSearchAlert.create({ email: ' Maria@Example.com ', filters: {}, frequency: 'daily' });
    one.confirm(confirmedAt);
    return one;
  };

  it('lapses 12 months after confirming, with notice in its last 30 days', () => {
    const one = alert();
    expect(one.lapsesAt()).toEqual(new Date(confirmedAt.getTime() + ALERT_KEPT_DAYS * DAY));
    expect(one.lapsesSoon(new Date(confirmedAt.getTime() + 334 * DAY))).toBe(false);
    expect(one.lapsesSoon(new Date(confirmedAt.getTime() + 336 * DAY))).toBe(true);
  });

  it('runs another 12 months from the day the family keeps it', () => {
    const one = alert();
    const keptAt = new Date(confirmedAt.getTime() + 340 * DAY);
    one.keep(keptAt);
    expect(one.lapsesAt()).toEqual(new Date(keptAt.getTime() + ALERT_KEPT_DAYS * DAY));
    expect(one.lapsesSoon(new Date(keptAt.getTime() + DAY))).toBe(false);
  });

  it('never lapses or keeps while unconfirmed (the 7-day rule applies instead)', () => {
    const one = SavedSearchAlert.create({ email: 'a@example.com', filters: {}, frequency: 'weekly' });
    one.keep();
    expect(one.renewedAt).toBeNull();
    expect(one.lapsesAt()).toBeNull();
  });
});
