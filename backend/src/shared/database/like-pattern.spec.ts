import { likeContains, likeEscape } from './like-pattern';

describe('LIKE patterns', () => {
  it("escapes the user's wildcards and backslashes", () => {
    expect(likeEscape('50%_off\\now')).toBe('50\\%\\_off\\\\now');
  });

  it('leaves ordinary text as it is', () => {
    expect(likeEscape('Parent Tips')).toBe('Parent Tips');
  });

  it('wraps the escaped text for a contains match', () => {
    expect(likeContains('a_b')).toBe('%a\\_b%');
  });
});
