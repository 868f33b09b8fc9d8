import { calendarDateText, dayRangeText, isoDate, lasVegasDate, shortDayLabel } from './las-vegas-date';

const intlDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const intlLong = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const intlShort = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

describe('lasVegasDate', () => {
  it("gives Intl's date in America/Los_Angeles every half hour around each year's clock changes, 2020-2035", () => {
    for (let year = 2020; year <= 2035; year++) {
      for (const month of [2, 10]) {
        const from = Date.UTC(year, month, 1);
        for (let time = from; time < from + 16 * 86_400_000; time += 1_800_000) {
          const instant = new Date(time);
          expect(`${instant.toISOString()} ${isoDate(lasVegasDate(instant))}`).toBe(
            `${instant.toISOString()} ${intlDate.format(instant)}`,
          );
        }
      }
    }
  });

  it("gives Intl's date at midnight's edges through a year, and across New Year", () => {
    for (let time = Date.UTC(2026, 11, 25); time < Date.UTC(2028, 0, 5); time += 3 * 3_600_000 + 60_000) {
      const instant = new Date(time);
      expect(isoDate(lasVegasDate(instant))).toBe(intlDate.format(instant));
    }
  });
});

describe('calendarDateText', () => {
  it("writes Intl's long and short US dates for every month", () => {
    for (let month = 1; month <= 12; month++) {
      const date = { year: 2027, month, day: month + 9 };
      const utc = new Date(Date.UTC(2027, month - 1, month + 9));
      expect(calendarDateText(date)).toBe(intlLong.format(utc));
      expect(calendarDateText(date, true)).toBe(intlShort.format(utc));
    }
  });
});

describe('shortDayLabel', () => {
  it("labels a chart's days as Intl's short US date, without a leading zero", () => {
    expect(shortDayLabel('2026-11-23')).toBe('Nov 23');
    expect(shortDayLabel('2026-01-05')).toBe('Jan 5');
    for (let month = 1; month <= 12; month++) {
      const day = `2026-${String(month).padStart(2, '0')}-09`;
      expect(shortDayLabel(day)).toBe(
        new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      );
    }
  });
});

describe('dayRangeText', () => {
  it('writes a span of days with the year once, or twice when it changes', () => {
    expect(dayRangeText('2026-10-30', '2026-11-28')).toBe('Oct 30 – Nov 28, 2026');
    expect(dayRangeText('2026-12-30', '2027-01-05')).toBe('Dec 30, 2026 – Jan 5, 2027');
  });
});
