import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { SendContactMessageRequest } from './contact-message.dto';

/** field -> the one message the visitor reads (the gateway shows one per field). */
function problems(body: Record<string, unknown>): Record<string, string[]> {
  const sut = plainToInstance(SendContactMessageRequest, body);
  return Object.fromEntries(
    validateSync(sut).map((e) => [e.property, [...new Set(Object.values(e.constraints ?? {}))]]),
  );
}

const valid = {
  name: 'Ravi Kumar',
  email: 'ravi@example.org',
  subject: 'Membership',
  message: 'How do I renew my membership?',
};

describe('contact form rules', () => {
  it('accepts a complete message', () => {
    assert.deepEqual(problems(valid), {});
  });

  it('names every missing field with its own message', () => {
    assert.deepEqual(problems({}), {
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      subject: ['Subject must be at least 2 characters'],
      message: ['Message must be at least 10 characters'],
    });
  });

  it('counts blank input as missing and says when text is too long', () => {
    assert.deepEqual(problems({ ...valid, name: '   ', email: 'not-an-address', message: 'x'.repeat(5001) }), {
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      message: ['Message must be at most 5000 characters'],
    });
  });

  it('stores the fields trimmed', () => {
    const sut = plainToInstance(SendContactMessageRequest, { ...valid, name: '  Ravi  ' });
    assert.equal(sut.name, 'Ravi');
  });
});
