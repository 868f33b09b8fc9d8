import { Argon2PasswordHasher } from './argon2-password-hasher';

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher();

  it('hashes with argon2id m=19456 t=2 p=1 and verifies', async () => {
    const hash = await hasher.hash('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(hash.split('$')[3].split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    await expect(hasher.verify(hash, 'correct horse battery')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'wrong horse battery')).resolves.toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
  });

  it('never throws on a malformed hash', async () => {
    await expect(hasher.verify('not-a-hash', 'x')).resolves.toBe(false);
    await expect(hasher.verifyDummy('anything')).resolves.toBeUndefined();
  });

  it('asks to rehash weaker hashes only', () => {
    expect(hasher.needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(hasher.needsRehash('$argon2id$v=19$m=19456,t=1,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(hasher.needsRehash('$argon2i$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(hasher.needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
    expect(hasher.needsRehash('$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaA')).toBe(false);
    expect(hasher.needsRehash('$argon2id$v=19$m=19456,p=1,t=2$c2FsdHNhbHQ$aGFzaA')).toBe(false);
  });
});
