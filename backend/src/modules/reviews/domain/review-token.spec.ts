import { signReviewToken, verifyReviewToken } from './review-token';

describe('review links', () => {
  it('verifies its own kind only, and refuses a forged signature', () => {
    const token = signReviewToken('confirm', 'a-review-id', 'secret');
    expect(verifyReviewToken(token, 'confirm', 'secret')).toBe('a-review-id');
    expect(verifyReviewToken(token, 'manage', 'secret')).toBeNull();
    expect(verifyReviewToken(token, 'confirm', 'other-secret')).toBeNull();
    expect(verifyReviewToken('confirm.abc.def', 'confirm', 'secret')).toBeNull();
  });
});
