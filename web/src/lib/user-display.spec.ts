import { describe, expect, it } from 'vitest';
import { displayName, initials } from './user-display';

describe('displayName', () => {
  it('shows first and last name', () => {
    expect(displayName({ firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.in' })).toBe('Ravi Kumar');
  });

  it('falls back to the e-mail prefix when no name is stored', () => {
    expect(displayName({ firstName: null, lastName: '', email: 'studio.ops@example.in' })).toBe('studio.ops');
  });

  it("falls back to 'Admin User' when there is neither name nor e-mail", () => {
    expect(displayName({})).toBe('Admin User');
    expect(displayName(null)).toBe('Admin User');
  });
});

describe('initials', () => {
  it('uses first and last initials', () => {
    expect(initials({ firstName: 'ravi', lastName: 'kumar' })).toBe('RK');
  });

  it('derives letters from the fallback name', () => {
    expect(initials({})).toBe('AU');
    expect(initials({ email: 'studio.ops@example.in' })).toBe('SO');
  });

  it('takes whole characters, so an emoji or accented name never shows half a glyph', () => {
    expect(initials({ firstName: '😀Ravi', lastName: 'Kumar' })).toBe('😀K');
    expect(initials({ firstName: '👩🏽‍💻 Asha', lastName: 'Rao' })).toBe('👩🏽‍💻R');
    expect(initials({ firstName: 'e\u0301mile', lastName: 'Zola' })).toBe('E\u0301Z');
    // A lone surrogate (half an emoji) does not survive a round trip through UTF-8.
    const wellFormed = (text: string) => new TextDecoder().decode(new TextEncoder().encode(text)) === text;
    for (const text of [initials({ firstName: '😀', lastName: '🎉' }), initials({ email: '😀😀x@example.in' })]) {
      expect(wellFormed(text)).toBe(true);
    }
  });
});
