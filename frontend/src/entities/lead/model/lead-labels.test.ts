import { statusLabel, typeLabel } from './lead-labels';

describe('lead labels', () => {
  it('names every type and status once, for the inbox and the admin list alike', () => {
    // The admin's list called an RSVP 'Information' (anything not a tour).
    expect(typeLabel('open_house')).toBe('Open house RSVP');
    expect(typeLabel('tour')).toBe('Tour');
    expect(typeLabel('something_new')).toBe('something_new');
    expect(statusLabel('tour_scheduled')).toBe('Tour Scheduled');
    expect(statusLabel('archived')).toBe('archived');
  });
});
