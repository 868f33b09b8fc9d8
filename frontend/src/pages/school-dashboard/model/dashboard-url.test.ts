import type { DashboardTab } from './dashboard-tab';
import { leadFromUrl, tabFromUrl, withLead, withSchool, withTab } from './dashboard-url';

const TABS: DashboardTab[] = ['Overview', 'Leads', 'Analytics', 'Open houses'];
const url = (query: string) => new URLSearchParams(query);

describe('the dashboard’s URL', () => {
  it('opens the tab asked for, the Leads tab for a lead without a tab, else the overview', () => {
    expect(tabFromUrl(url('tab=LEADS'), TABS)).toBe('Leads');
    expect(tabFromUrl(url('tab=open%20houses'), TABS)).toBe('Open houses');
    expect(tabFromUrl(url('lead=5f0c'), TABS)).toBe('Leads');
    expect(tabFromUrl(url('tab=analytics&lead=5f0c'), TABS)).toBe('Analytics');
    expect(tabFromUrl(url('tab=nothing'), TABS)).toBe('Overview');
    expect(tabFromUrl(url(''), TABS)).toBe('Overview');
  });

  it('reads the mailed lead link’s `lead`, and drops it when the detail closes', () => {
    const mailed = url('tab=leads&school=12&lead=7b7c0f43-1f7e-4b43-9a39-2a8b0b3f6d10');
    expect(leadFromUrl(mailed)).toBe('7b7c0f43-1f7e-4b43-9a39-2a8b0b3f6d10');
    expect(leadFromUrl(url('tab=leads&lead='))).toBeNull();
    expect(withLead(mailed, null).toString()).toBe('tab=leads&school=12');
    expect(withLead(url('tab=leads&school=12'), 'abc').toString()).toBe('tab=leads&school=12&lead=abc');
  });

  it('closes an open lead on another tab or another school', () => {
    expect(withTab(url('tab=leads&school=3&lead=abc'), 'Analytics').toString()).toBe('tab=analytics&school=3');
    expect(withTab(url('tab=leads&lead=abc'), 'Overview').toString()).toBe('');
    expect(withSchool(url('tab=leads&school=3&lead=abc'), 4).toString()).toBe('tab=leads&school=4');
  });
});
