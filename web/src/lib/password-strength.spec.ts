import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength (spec part 2 §5)', () => {
  it.each([
    ['', 'Too short'],
    ['Ab1@x', 'Too short'],
    ['abcdef', 'Weak'],
    ['Ab1@xyz', 'Weak'],
    ['abcdefgh', 'Fair'],
    ['ABCDEFGH', 'Fair'],
    ['12345678', 'Fair'],
    ['abcd1234', 'Fair'],
    ['abcd12@!', 'Fair'],
    ['Abcdefgh', 'Good'],
    ['Abcdefg@', 'Good'],
    ['Abcdefg1', 'Good'],
    ['Abcdef1#', 'Good'],
    ['Abcdef1@', 'Strong'],
    ['Xyzzy9$!pass', 'Strong'],
  ])('rates %j as %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });
});
