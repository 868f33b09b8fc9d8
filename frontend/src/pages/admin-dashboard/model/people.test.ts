import { formatDateTime, mailStateLine, personName } from './people';

describe('people and mail wording', () => {
  it('says how a mail stands, with the reason while it fails', () => {
    expect(mailStateLine({ state: 'sent', attempts: 1, lastError: null })).toBe('Sent');
    expect(mailStateLine({ state: 'queued', attempts: 0, lastError: null })).toBe('Queued');
    expect(mailStateLine({ state: 'retrying', attempts: 1, lastError: '451 busy' })).toBe(
      'Retrying (1 attempt): 451 busy',
    );
    expect(mailStateLine({ state: 'failed', attempts: 3, lastError: 'EEXIST' })).toBe('Failed: EEXIST');
  });

  it('names a person by name, else by e-mail', () => {
    expect(personName({ firstName: 'Olivia', lastName: 'Owens', email: 'o@example.com' })).toBe('Olivia Owens');
    expect(personName({ firstName: null, lastName: ' ', email: 'o@example.com' })).toBe('o@example.com');
  });

  it('writes a date and time, or the fallback', () => {
    expect(formatDateTime(null, 'never')).toBe('never');
    expect(formatDateTime('not a date')).toBe('—');
    expect(formatDateTime('2026-11-23T11:55:00Z')).toMatch(/Nov 23, 2026/);
  });
});
