import { MAX_BODY_DEPTH, UNSTORABLE_TEXT_MESSAGE, findUnstorableText } from './unstorable-text';

describe('findUnstorableText', () => {
  it('passes ordinary text, emoji (surrogate pairs), numbers and nulls', () => {
    expect(findUnstorableText({ a: 'héllo 👋 school', b: 3, c: null, d: ['x', { e: 'line\nbreak' }] })).toEqual({});
  });

  it('names each field holding a NUL or a lone surrogate, nested ones by their path', () => {
    expect(
      findUnstorableText({
        message: 'a\u0000b',
        email: 'ab\ud800cd@x.com',
        tail: 'x\udc00',
        socialLinks: { facebook: 'ok', instagram: '\u0000' },
        features: ['fine', 'bad\ud83d'],
      }),
    ).toEqual({
      message: [UNSTORABLE_TEXT_MESSAGE],
      email: [UNSTORABLE_TEXT_MESSAGE],
      tail: [UNSTORABLE_TEXT_MESSAGE],
      'socialLinks.instagram': [UNSTORABLE_TEXT_MESSAGE],
      'features.1': [UNSTORABLE_TEXT_MESSAGE],
    });
  });

  it('refuses keys with a NUL', () => {
    expect(findUnstorableText({ changeData: { 'a\u0000': 1 } })).toEqual({ changeData: [UNSTORABLE_TEXT_MESSAGE] });
  });

  it('answers null for bodies nested deeper than the limit, without recursing through all of them', () => {
    const deep = JSON.parse('['.repeat(5000) + ']'.repeat(5000));
    expect(findUnstorableText({ email: deep })).toBeNull();
    let ok: unknown = 'leaf';
    for (let i = 0; i < MAX_BODY_DEPTH - 1; i++) ok = [ok];
    expect(findUnstorableText({ a: ok })).toEqual({});
  });
});
