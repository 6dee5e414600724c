import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { IdentityErrorCode, IdentityMessages } from '@portal/contracts';
import { assertGuessProofPassword, passwordRefusal as sut, PasswordOwner } from './password-policy';

const owner: PasswordOwner = {
  email: 'ravi.kumar88@example.in',
  firstName: 'Ravi',
  lastName: 'Kumar',
  phone: '9876543210',
  memberId: 'PHOTO0042',
};
const COMMON = IdentityMessages.PasswordTooCommon;
const PERSONAL = IdentityMessages.PasswordTooPersonal;

describe('passwords people cannot guess', () => {
  it('refuses the most common passwords, whatever their case', () => {
    for (const password of ['12345678', 'password', 'Password', 'PASSWORD1', 'iloveyou', 'qwertyuiop', 'sunshine']) {
      assert.equal(sut(password, owner), COMMON, password);
    }
  });

  it('refuses one character repeated', () => {
    assert.equal(sut('aaaaaaaa', owner), COMMON);
    assert.equal(sut('!!!!!!!!!!', owner), COMMON);
  });

  it("refuses the account's own e-mail, name, phone or member id, whole or with digits and symbols around it", () => {
    for (const password of [
      'ravi.kumar88@example.in',
      'ravi.kumar88',
      'Ravi.Kumar88!',
      'RAVIKUMAR',
      'Ravi2024!!',
      '#Kumar1990',
      'Ravi-Kumar',
      '9876543210',
      'my-9876543210',
      'PHOTO0042',
      'photo0042!',
      'iamravi_ok',
    ]) {
      assert.equal(sut(password, owner), PERSONAL, password);
    }
  });

  it('refuses a short name only as the whole password with digits and symbols around it', () => {
    const al = { ...owner, firstName: 'Al', lastName: 'Li' };
    assert.equal(sut('Al-2024-!!', al), PERSONAL);
    assert.equal(sut('Li12345678', al), PERSONAL);
    assert.equal(sut('Alpine-Lights-7', al), null, 'a longer word that merely holds the short name');
  });

  it('refuses a piece of the e-mail address or a number in it only as the whole password, not inside one', () => {
    const kiran = { email: 'kiran.2024.002024@member-auth.test', firstName: 'Kiran' };
    assert.equal(sut('2024!!', kiran), PERSONAL);
    assert.equal(sut('Pentax-K1-Belagavi-2024', kiran), null);
    const meera = { email: 'meera.studio@example.in', firstName: 'Meera' };
    assert.equal(sut('Studio-2024', meera), PERSONAL);
    assert.equal(sut('Studio-Light-2024', meera), null, 'a plain word from the address inside a longer password');
    assert.equal(sut('my-meera.studio', meera), PERSONAL, 'the whole local part inside');
  });

  it('accepts a password that is neither common nor personal, also for an account with details missing', () => {
    assert.equal(sut('Pentax-K1-Mangaluru', owner), null);
    assert.equal(sut('correct horse battery staple', owner), null);
    assert.equal(sut('Nikon-Z6-Dharwad', { memberId: 'PHOTO0001' }), null);
    assert.equal(sut('Nikon-Z6-Dharwad', {}), null);
  });

  it("throws identity's 400 naming the reason on the new-password field", () => {
    assert.throws(() => assertGuessProofPassword('password', owner), {
      code: IdentityErrorCode.WeakPassword,
      message: COMMON,
      details: { field: 'newPassword', errors: [{ field: 'newPassword', message: COMMON }] },
    });
    assert.throws(() => assertGuessProofPassword('Ravi-Kumar-1', owner), { message: PERSONAL });
    assert.doesNotThrow(() => assertGuessProofPassword('Fuji-XT4-Udupi', owner));
  });
});
