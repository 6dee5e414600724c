import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { PincodeRule, RegistrationMessages } from '../rules/registration.rules';
import { RegistrationInput } from './registration.dto';

const application = {
  firstName: 'Manjunath',
  lastName: 'Hegde',
  dateOfBirth: '1988-04-12',
  gender: 'male',
  email: 'manjunath@example.in',
  phone: '+91 98450 77661',
  address: '12 Temple Road, Udupi',
  city: 'Udupi',
  state: 'Karnataka',
  pincode: '576101',
  studioName: 'Coastal Frames',
  businessType: 'wedding',
  experienceYears: '6-10',
  aadharNumber: '123456789012',
  emergencyContactName: 'Savitha Hegde',
  emergencyContactPhone: '9845077662',
  emergencyContactRelation: 'spouse',
};

/** Field → messages the server answers for this application. */
function problems(overrides: Record<string, unknown>): Record<string, string[]> {
  const errors = validateSync(plainToInstance(RegistrationInput, { ...application, ...overrides }));
  return Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})]));
}

describe('registration form on the server', () => {
  it('accepts a complete application', () => {
    assert.deepEqual(problems({}), {});
  });

  it("refuses a pincode under 6 digits with the form's own message, and accepts 6 or more digits (spec part 1 §5)", () => {
    assert.equal(PincodeRule.message, 'Pincode must be at least 6 digits');
    assert.deepEqual(problems({ pincode: '57610' }), { pincode: ['Pincode must be at least 6 digits'] });
    assert.deepEqual(problems({ pincode: '57610a' }), { pincode: ['Pincode must be at least 6 digits'] });
    assert.deepEqual(problems({ pincode: '5761012' }), {});
  });

  it('asks for each choice with the words the form shows', () => {
    assert.deepEqual(
      problems({ gender: 'x', businessType: '', experienceYears: '3', emergencyContactRelation: 'boss' }),
      {
        gender: [RegistrationMessages.gender],
        businessType: [RegistrationMessages.businessType],
        experienceYears: [RegistrationMessages.experienceYears],
        emergencyContactRelation: [RegistrationMessages.emergencyContactRelation],
      },
    );
    assert.deepEqual(
      [RegistrationMessages.gender, RegistrationMessages.experienceYears],
      ['Please select your gender', 'Please select your years of experience'],
    );
  });

  it('counts phone digits, not characters, and leaves an empty alternate phone alone', () => {
    assert.deepEqual(problems({ phone: '98450 7766', alternatePhone: '' }), {
      phone: ['Phone number must be at least 10 digits'],
    });
  });
});
