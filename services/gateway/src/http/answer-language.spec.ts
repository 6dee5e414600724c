import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { CommonErrorCode } from '@portal/contracts';
import type { Request } from 'express';
import { localizeAnswer, requestLanguage } from './answer-language';

const request = (parts: { language?: string; signedIn?: boolean; acceptLanguage?: string }) =>
  ({
    headers: parts.acceptLanguage ? { 'accept-language': parts.acceptLanguage } : {},
    session: { language: parts.language },
    user: parts.signedIn ? { id: 'x', userType: 'member' } : undefined,
  }) as unknown as Request;

describe('requestLanguage', () => {
  it("takes the signed-in account's language before the browser's", () => {
    assert.equal(requestLanguage(request({ signedIn: true, language: 'kn', acceptLanguage: 'en' })), 'kn');
    assert.equal(requestLanguage(request({ signedIn: true, language: 'en', acceptLanguage: 'kn' })), 'en');
  });

  it("takes Accept-Language from a visitor (a signed-out session's language is not theirs), else English", () => {
    assert.equal(requestLanguage(request({ language: 'en', acceptLanguage: 'kn-IN,kn;q=0.9' })), 'kn');
    assert.equal(requestLanguage(request({})), 'en');
    assert.equal(requestLanguage(undefined), 'en');
  });
});

describe('localizeAnswer', () => {
  const sut = {
    status: 400,
    code: CommonErrorCode.ValidationFailed,
    message: 'Validation failed',
    errors: [{ field: 'pincode', message: 'Pincode must be at least 6 digits' }],
  };

  it('writes the message and every field message in Kannada, the code and fields as they are', () => {
    assert.deepEqual(localizeAnswer('kn', sut), {
      status: 400,
      code: CommonErrorCode.ValidationFailed,
      message: 'ಮಾಹಿತಿ ಪರಿಶೀಲನೆ ವಿಫಲವಾಗಿದೆ',
      errors: [{ field: 'pincode', message: 'ಪಿನ್‌ಕೋಡ್‌ನಲ್ಲಿ ಕನಿಷ್ಠ 6 ಅಂಕಿಗಳಿರಬೇಕು' }],
    });
  });

  it('leaves an English answer exactly as it was', () => {
    assert.equal(localizeAnswer('en', sut), sut);
  });
});
