import { describe, expect, it } from 'vitest';
import { CommonErrorCode, MembershipErrorCode } from '@portal/contracts/shapes';
import { countDigits, isAadhar, isPhoneLike, isPincode, isValidEmail, PincodeRule } from '@portal/contracts/rules';
import { fileProblem, isPastDate, REGISTER_CHECKS } from './register-rules';
import { buildRegistrationForm } from './registration-form-data';
import { classifyRegistrationError } from './registration-errors';

function fileOf(name: string, type: string, bytes: number) {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('registration rules', () => {
  it('counts only digits in phone numbers typed with +91, spaces or dashes', () => {
    expect(countDigits('+91 98450-12345')).toBe(12);
    expect(isPhoneLike('98450 12345', 10)).toBe(true);
    expect(isPhoneLike('98450 1234', 10)).toBe(false);
    expect(isPhoneLike('98450abc12345', 10)).toBe(false);
  });

  it('wants exactly 12 Aadhar digits and a pincode of at least 6 digits', () => {
    expect(isAadhar('123456789012')).toBe(true);
    expect(isAadhar('12345678901')).toBe(false);
    expect(isAadhar('12345678901a')).toBe(false);
    expect(isPincode('577002')).toBe(true);
    expect(isPincode('5770021')).toBe(true);
    expect(isPincode('57700')).toBe(false);
    expect(isPincode('57700a')).toBe(false);
  });

  it("refuses a short pincode on the form with 'Pincode must be at least 6 digits', the server's own rule and message", () => {
    expect(REGISTER_CHECKS.pincode('57700')).toBe('Pincode must be at least 6 digits');
    expect(REGISTER_CHECKS.pincode('5770021')).toBeNull();
    expect(PincodeRule.message).toBe('Pincode must be at least 6 digits');
  });

  it('checks e-mail shape and that a birth date is not in the future', () => {
    expect(isValidEmail('ravi@example.in')).toBe(true);
    expect(isValidEmail('ravi@example')).toBe(false);
    const today = new Date(2025, 5, 15);
    expect(isPastDate('2025-06-15', today)).toBe(true);
    expect(isPastDate('2025-06-16', today)).toBe(false);
    expect(isPastDate('15/06/1990', today)).toBe(false);
  });

  it('accepts JPG/PNG photos and PDF or image ID proofs up to 5 MB', () => {
    const fiveMb = 5 * 1024 * 1024;
    expect(fileProblem(fileOf('me.jpg', 'image/jpeg', fiveMb), 'photo')).toBeNull();
    expect(fileProblem(fileOf('me.png', 'image/png', fiveMb + 1), 'photo')).toBe('Please select an image under 5MB');
    expect(fileProblem(fileOf('id.pdf', 'application/pdf', 10), 'photo')).toBe('Please select a JPG or PNG image');
    expect(fileProblem(fileOf('id.pdf', 'application/pdf', 10), 'idProof')).toBeNull();
    expect(fileProblem(fileOf('id.pdf', 'application/pdf', fiveMb + 1), 'idProof')).toBe(
      'Please select a file under 5MB',
    );
    expect(fileProblem(fileOf('notes.txt', 'text/plain', 10), 'idProof')).toBe('Please select a PDF or image file');
    expect(fileProblem(null, 'idProof')).toBeNull();
  });
});

describe('registration multipart body', () => {
  it('sends every filled field trimmed, leaves out empty optional ones and attaches both files', () => {
    const photo = fileOf('me.jpg', 'image/jpeg', 10);
    const proof = fileOf('id.pdf', 'application/pdf', 10);
    const form = buildRegistrationForm({
      firstName: ' Ravi ',
      lastName: 'Kumar',
      city: 'Davanagere',
      referredBy: '  ',
      passportPhoto: photo,
      idProof: proof,
    });
    expect(form.get('firstName')).toBe('Ravi');
    expect(form.get('city')).toBe('Davanagere');
    expect(form.has('referredBy')).toBe(false);
    expect((form.get('passportPhoto') as File).name).toBe('me.jpg');
    expect((form.get('idProof') as File).name).toBe('id.pdf');
  });
});

describe('registration errors (spec part 1 §8)', () => {
  const failure = (status: number, body: unknown) => new Error(`${status}: ${JSON.stringify(body)}`);

  it('explains an e-mail or phone already registered', () => {
    expect(
      classifyRegistrationError(
        failure(409, {
          code: MembershipErrorCode.DuplicateEmail,
          message: 'Email address is already registered',
          field: 'email',
        }),
      ).message,
    ).toBe('This email address is already registered. Please use a different email or login to your existing account.');
    expect(
      classifyRegistrationError(
        failure(409, {
          code: MembershipErrorCode.DuplicatePhone,
          message: 'Phone number is already registered',
          field: 'phone',
        }),
      ).message,
    ).toBe(
      'This phone number is already registered. Please use a different phone number or login to your existing account.',
    );
  });

  it('asks to check the form for validation failures and keeps the field messages', () => {
    const result = classifyRegistrationError(
      failure(400, {
        code: CommonErrorCode.ValidationFailed,
        message: 'Validation failed',
        errors: [{ field: 'pincode', message: 'Pincode must be at least 6 digits' }],
      }),
    );
    expect(result.message).toBe('Please check your form data and try again.');
    expect(result.fieldErrors).toEqual([{ field: 'pincode', message: 'Pincode must be at least 6 digits' }]);
  });

  it('shows a refused photo or ID proof (413 too large, 415 wrong type) beside its field', () => {
    for (const [status, code, message] of [
      [413, CommonErrorCode.PayloadTooLarge, 'File size must be less than 5MB'],
      [415, CommonErrorCode.UnsupportedMediaType, 'Please upload a JPG or PNG image'],
    ] as const) {
      const result = classifyRegistrationError(
        failure(status, { code, message, errors: [{ field: 'passportPhoto', message }] }),
      );
      expect(result.kind).toBe('invalid');
      expect(result.fieldErrors).toEqual([{ field: 'passportPhoto', message }]);
    }
  });

  it("passes on the server's reason when registration is closed or too many attempts were made", () => {
    expect(
      classifyRegistrationError(
        failure(403, { code: MembershipErrorCode.RegistrationClosed, message: 'Registration is closed' }),
      ),
    ).toMatchObject({
      kind: 'closed',
      message: 'Registration is closed',
    });
    expect(
      classifyRegistrationError(
        failure(429, { code: CommonErrorCode.RateLimited, message: 'Too many registrations, try later' }),
      ).message,
    ).toBe('Too many registrations, try later');
  });

  it('falls back to the generic text for anything else', () => {
    expect(classifyRegistrationError(failure(500, { code: CommonErrorCode.Internal, message: 'boom' })).message).toBe(
      'An error occurred. Please try again.',
    );
    expect(classifyRegistrationError(new TypeError('Failed to fetch')).message).toBe(
      'An error occurred. Please try again.',
    );
  });
});
