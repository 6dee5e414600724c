import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { IsEmail, MinLength, validateSync } from 'class-validator';
import { toFieldErrors as sut } from './field-errors';

class Login {
  @IsEmail({}, { message: 'Valid email is required' })
  email!: string;

  @MinLength(6, { message: 'Password must be at least 6 characters' })
  password!: string;
}

describe('toFieldErrors', () => {
  it('lists each invalid field with the message the user reads', () => {
    const input = Object.assign(new Login(), { email: 'nope', password: '123' });
    assert.deepEqual(sut(validateSync(input)), [
      { field: 'email', message: 'Valid email is required' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });
});
