import { clearClaimDraft, loadClaimDraft, loadClaimPlan, saveClaimDraft, saveClaimPlan } from './claim-draft';

describe('claim draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the form values and the plan until cleared', () => {
    saveClaimDraft({ schoolName: 'Meadows School', email: 'jane@school.example' });
    saveClaimPlan('monthly');
    expect(loadClaimDraft()).toEqual({ schoolName: 'Meadows School', email: 'jane@school.example' });
    expect(loadClaimPlan()).toBe('monthly');
    clearClaimDraft();
    expect(loadClaimDraft()).toEqual({});
    expect(loadClaimPlan()).toBeNull();
  });

  it('ignores anything stored that is not one of the form’s text fields', () => {
    sessionStorage.setItem('vps.claim-draft', JSON.stringify({ schoolName: 7, firstName: 'Jane', admin: 'yes' }));
    sessionStorage.setItem('vps.claim-plan', 'weekly');
    expect(loadClaimDraft()).toEqual({ firstName: 'Jane' });
    expect(loadClaimPlan()).toBeNull();
    sessionStorage.setItem('vps.claim-draft', '{not json');
    expect(loadClaimDraft()).toEqual({});
  });
});
