import {
  addDays,
  lasVegasDayOf,
  lasVegasDaysBefore,
  lasVegasMonthsUpTo,
  moderationVolumes,
  mondayOf,
  monthlyReviews,
} from './review-activity';

describe('review activity figures', () => {
  it('sums each event within the days asked, removals by guideline', () => {
    const rows = [
      { day: '2027-01-31', event: 'submitted' as const, reason: '', count: 9 },
      { day: '2027-02-01', event: 'submitted' as const, reason: '', count: 3 },
      { day: '2027-02-03', event: 'submitted' as const, reason: '', count: 2 },
      { day: '2027-02-03', event: 'confirmed' as const, reason: '', count: 4 },
      { day: '2027-02-02', event: 'auto_held' as const, reason: '', count: 1 },
      { day: '2027-02-02', event: 'published' as const, reason: '', count: 3 },
      { day: '2027-02-02', event: 'removed' as const, reason: 'advertising', count: 2 },
      { day: '2027-02-04', event: 'removed' as const, reason: 'hate', count: 1 },
      { day: '2027-02-04', event: 'report_received' as const, reason: '', count: 5 },
      { day: '2027-02-05', event: 'report_resolved' as const, reason: '', count: 4 },
      { day: '2027-02-06', event: 'report_resolved' as const, reason: '', count: 7 },
    ];
    expect(moderationVolumes(rows, '2027-02-01', '2027-02-05')).toEqual({
      submitted: 5,
      confirmed: 4,
      autoHeld: 1,
      published: 3,
      removed: 3,
      removedByReason: {
        threats: 0,
        hate: 1,
        personal_data: 0,
        advertising: 2,
        not_first_hand: 0,
        undisclosed_conflict_of_interest: 0,
      },
      reportsReceived: 5,
      reportsResolved: 4,
    });
  });

  it('counts days, weeks and months in Las Vegas time', () => {
    // 07:30 UTC on Feb 1 is still Jan 31 in Las Vegas.
    expect(lasVegasDayOf(new Date('2027-02-01T07:30:00Z'))).toBe('2027-01-31');
    expect(lasVegasDaysBefore(new Date('2027-03-01T20:00:00Z'), 2)).toEqual(['2027-02-28', '2027-02-27']);
    expect(addDays('2027-02-27', 3)).toBe('2027-03-02');
    expect(mondayOf('2027-02-07')).toBe('2027-02-01'); // a Sunday
    expect(mondayOf('2027-02-01')).toBe('2027-02-01');
    expect(lasVegasMonthsUpTo(new Date('2027-02-01T07:30:00Z'), 3)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(lasVegasMonthsUpTo(new Date('2027-02-10T00:00:00Z'), 12)).toHaveLength(12);
  });

  it('gives every month, zeros where nothing was published, the average of counted reviews only', () => {
    expect(
      monthlyReviews(
        ['2026-12', '2027-01', '2027-02'],
        [
          { month: '2027-01', reviews: 3, counted: 2, ratingSum: 7 },
          { month: '2027-02', reviews: 1, counted: 0, ratingSum: 0 },
        ],
      ),
    ).toEqual([
      { month: '2026-12', reviews: 0, countedReviews: 0, averageRating: null },
      { month: '2027-01', reviews: 3, countedReviews: 2, averageRating: 3.5 },
      { month: '2027-02', reviews: 1, countedReviews: 0, averageRating: null },
    ]);
    expect(monthlyReviews(['2027-01'], [{ month: '2027-01', reviews: 3, counted: 3, ratingSum: 13 }])[0]).toEqual(
      expect.objectContaining({ averageRating: 4.3 }),
    );
  });
});
