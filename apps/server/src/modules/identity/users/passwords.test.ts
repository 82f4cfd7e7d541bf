import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('verifies the password a hash was made from, and no other', async () => {
    const hash = await hashPassword('Sew-it-well-42');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain('Sew-it-well-42');
    await expect(verifyPassword('Sew-it-well-42', hash)).resolves.toBe(true);
    await expect(verifyPassword('sew-it-well-42', hash)).resolves.toBe(false);
  });

  it('salts every hash, so one password never hashes the same twice', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects a malformed stored hash instead of throwing', async () => {
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false);
  });

  it('generates long random passwords', () => {
    const password = generatePassword();
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(generatePassword()).not.toBe(password);
  });
});
