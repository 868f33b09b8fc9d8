import { conversionText, formatChange, formatMinutes, leadsByTypeText } from './analytics';

describe('analytics formatting', () => {
  it('shows the change with its sign, and "new" when there was nothing before', () => {
    expect(formatChange({ changePercent: 12.5, current: 9 })).toBe('+12.5%');
    expect(formatChange({ changePercent: -50, current: 1 })).toBe('-50%');
    expect(formatChange({ changePercent: 0, current: 0 })).toBe('0%');
    expect(formatChange({ changePercent: null, current: 3 })).toBe('new');
  });

  it('shows response times in minutes, hours and days', () => {
    expect(formatMinutes(null)).toBe('No answered leads yet');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(150)).toBe('2 h 30 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(3000)).toBe('2 d 2 h');
  });

  it('names each lead type as the inbox does, an RSVP apart from an information request', () => {
    expect(
      leadsByTypeText([
        { type: 'information', count: 1 },
        { type: 'open_house', count: 1 },
        { type: 'tour', count: 1200 },
      ]),
    ).toBe('Information 1, Open house RSVP 1, Tour 1,200');
    expect(leadsByTypeText([])).toBe('');
  });

  it('says what the conversion counts: a share where it is one, the counts where it is not', () => {
    expect(conversionText({ requests: 3, visitors: 40, percent: 7.5 })).toBe(
      'Profile conversion: 7.5% of unique profile visitors sent a request (3 information or tour requests from 40 unique profile visitors).',
    );
    expect(conversionText({ requests: 1, visitors: 4, percent: null })).toBe(
      'Profile conversion: 1 information or tour request from 4 unique profile visitors (too few visits for a rate).',
    );
    expect(conversionText({ requests: 7, visitors: 2, percent: null })).toBe(
      'Profile conversion: 7 information or tour requests from 2 unique profile visitors (more requests than counted visitors, so no rate).',
    );
  });
});
