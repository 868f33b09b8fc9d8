import {
  dateRangeProblem,
  filterParams,
  formatDateTime,
  formatDuration,
  formatPreferredTime,
  LEAD_TYPES,
  leadsExportHref,
  nextStatus,
  NO_FILTERS,
  replyMailto,
  statusChange,
  statusLabel,
  statusTone,
  typeLabel,
} from './lead-pipeline';

describe('lead pipeline', () => {
  it('walks new → contacted → tour scheduled → toured → applied → enrolled, and stops there or once closed', () => {
    const walk: string[] = [];
    for (let status: string | null = 'new'; status; status = nextStatus(status)) walk.push(status);
    expect(walk).toEqual(['new', 'contacted', 'tour_scheduled', 'toured', 'applied', 'enrolled']);
    expect(nextStatus('closed')).toBeNull();
  });

  it('labels statuses, a closed lead with its reason', () => {
    expect(statusLabel('tour_scheduled')).toBe('Tour Scheduled');
    expect(statusLabel('closed', 'enrolled_elsewhere')).toBe('Closed: Enrolled elsewhere');
    expect(statusLabel('closed', null)).toBe('Closed');
    expect(statusLabel('contacted', 'spam')).toBe('Contacted');
  });

  it('colours new as attention, enrolled as success, closed as grey', () => {
    expect([
      statusTone('new'),
      statusTone('toured'),
      statusTone('enrolled'),
      statusTone('closed'),
      statusTone('spam'),
    ]).toEqual(['info', 'primary', 'success', 'default', 'default']);
  });

  it('a status change moves anywhere along the pipeline, forwards or back', () => {
    expect(statusChange({ status: 'new' }, 'contacted', '')).toEqual({ change: { status: 'contacted' } });
    expect(statusChange({ status: 'applied' }, 'toured', '')).toEqual({ change: { status: 'toured' } });
    expect(statusChange({ status: 'closed', closedReason: 'no_response' }, 'contacted', '')).toEqual({
      change: { status: 'contacted' },
    });
  });

  it('a spam lead stays out of the pipeline', () => {
    expect(statusChange({ status: 'spam' }, 'contacted', '')).toEqual({
      problem: 'A lead marked as spam stays out of the pipeline',
    });
  });

  it('closing needs a reason, and the current status is no change', () => {
    expect(statusChange({ status: 'new' }, 'closed', '')).toEqual({
      problem: 'Please choose a reason for closing the lead',
    });
    expect(statusChange({ status: 'new' }, 'closed', 'not_a_fit')).toEqual({
      change: { status: 'closed', closedReason: 'not_a_fit' },
    });
    expect(statusChange({ status: 'contacted' }, 'contacted', '')).toEqual({
      problem: 'The lead already has this status',
    });
    expect(statusChange({ status: 'closed', closedReason: 'spam' }, 'closed', 'spam')).toEqual({
      problem: 'The lead already has this status',
    });
    expect(statusChange({ status: 'closed', closedReason: 'spam' }, 'closed', 'no_response')).toEqual({
      change: { status: 'closed', closedReason: 'no_response' },
    });
  });

  it("'Reply by e-mail' addresses the parent with a subject naming the request and the school", () => {
    expect(replyMailto({ email: 'maria@example.com', type: 'tour' }, 'Adelson Educational Campus')).toBe(
      'mailto:maria@example.com?subject=Your%20tour%20request%20to%20Adelson%20Educational%20Campus',
    );
    expect(replyMailto({ email: 'a@example.com', type: 'information' }, 'St. Anne & Co')).toBe(
      'mailto:a@example.com?subject=Your%20information%20request%20to%20St.%20Anne%20%26%20Co',
    );
  });

  it('names every lead type once, an open house RSVP as one (not its raw code)', () => {
    expect(LEAD_TYPES).toEqual(['information', 'tour', 'open_house']);
    expect(LEAD_TYPES.map(typeLabel)).toEqual(['Information', 'Tour', 'Open house RSVP']);
    expect(typeLabel('visit')).toBe('visit');
    expect(replyMailto({ email: 'r@example.com', type: 'open_house' }, 'Example Boarding School')).toBe(
      'mailto:r@example.com?subject=Your%20open%20house%20RSVP%20to%20Example%20Boarding%20School',
    );
  });
});

describe('inbox filters', () => {
  it('sends only the filters that are set, the search trimmed', () => {
    expect(filterParams(NO_FILTERS)).toEqual({});
    expect(
      filterParams({ status: 'new', type: 'tour', from: '2026-11-01', to: '2026-11-30', search: ' maria ' }),
    ).toEqual({ status: 'new', type: 'tour', from: '2026-11-01', to: '2026-11-30', search: 'maria' });
    expect(filterParams({ ...NO_FILTERS, search: '   ' })).toEqual({});
    expect(filterParams({ ...NO_FILTERS, type: 'open_house' })).toEqual({ type: 'open_house' });
  });

  it('refuses a date range that ends before it starts', () => {
    expect(dateRangeProblem({ from: '2026-11-30', to: '2026-11-01' })).toBe("'From' must be on or before 'To'");
    expect(dateRangeProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(dateRangeProblem({ from: '', to: '2026-11-01' })).toBeNull();
  });
});

describe('first-response time', () => {
  it('reads in minutes, hours or days', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(45 * 60_000)).toBe('45 min');
    expect(formatDuration(3 * 3_600_000 + 20 * 60_000)).toBe('3 h 20 min');
    expect(formatDuration(5 * 3_600_000)).toBe('5 h');
    expect(formatDuration(26 * 3_600_000)).toBe('1 day 2 h');
    expect(formatDuration(72 * 3_600_000)).toBe('3 days');
  });
});

describe('lead display', () => {
  it('shows a preferred time with its weekday and period, whatever the reader’s time zone', () => {
    expect(formatPreferredTime({ date: '2026-11-24', period: 'morning' })).toBe('Tue, Nov 24, 2026 · Morning');
    expect(formatPreferredTime({ date: '2027-01-01', period: 'afternoon' })).toBe('Fri, Jan 1, 2027 · Afternoon');
  });

  it('shows nothing for a missing time stamp', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime('2026-11-23T15:30:00Z')).toMatch(/^Nov 23, 2026, \d{1,2}:30\s(AM|PM)$/);
  });

  it('exports the filtered list through the same filters', () => {
    expect(leadsExportHref(7, NO_FILTERS)).toBe('/api/portal/schools/7/leads/export');
    expect(leadsExportHref(7, { ...NO_FILTERS, status: 'new', search: 'maria lopez' })).toBe(
      '/api/portal/schools/7/leads/export?status=new&search=maria+lopez',
    );
  });
});
