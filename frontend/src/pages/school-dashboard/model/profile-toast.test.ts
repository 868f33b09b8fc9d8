import { profileSavedToast } from './profile-toast';

describe('profile saved toast', () => {
  it('says submitted for review when any field waits, published when none does', () => {
    expect(profileSavedToast(['name'])).toEqual({
      title: 'Changes Submitted',
      description: 'Your profile changes have been submitted for review.',
    });
    expect(profileSavedToast([])).toEqual({ title: 'Changes Published', description: 'Your changes are live.' });
  });
});
