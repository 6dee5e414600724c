import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { IdentityMessages } from '../identity/identity.messages';
import { ContentMessages } from '../rules/content.rules';
import { PaymentMessages } from '../rules/payment.rules';
import { RegistrationMessages } from '../rules/registration.rules';
import { ErrorMessages, errorMessageIdOf, localizeMessage } from './error-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the error catalogues', () => {
  it('have the same message ids in English and Kannada, each with the same placeholders', () => {
    const { en, kn } = ErrorMessages;
    assert.deepEqual(Object.keys(kn).sort(), Object.keys(en).sort());
    for (const id of Object.keys(en) as Array<keyof typeof en>) {
      assert.deepEqual(placeholders(kn[id]), placeholders(en[id]), id);
      assert.match(kn[id], /[\u0c80-\u0cff]/, `${id} is not translated`);
    }
  });

  it("keep the contract's English word for word", () => {
    assert.equal(ErrorMessages.en['identity.InvalidMemberCredentials'], IdentityMessages.InvalidMemberCredentials);
    assert.equal(ErrorMessages.en['registration.pincode'], RegistrationMessages.pincode);
    for (const [key, text] of Object.entries(RegistrationMessages)) {
      assert.equal(ErrorMessages.en[`registration.${key}` as keyof typeof ErrorMessages.en], text);
    }
  });

  it('tell each English text apart, so a message finds its own id', () => {
    for (const [id, text] of Object.entries(ErrorMessages.en)) assert.equal(errorMessageIdOf(text)?.id, id, text);
  });
});

describe('localizeMessage', () => {
  it('answers in Kannada with the values of the English message', () => {
    assert.equal(localizeMessage('kn', 'Pincode must be at least 6 digits'), 'ಪಿನ್‌ಕೋಡ್‌ನಲ್ಲಿ ಕನಿಷ್ಠ 6 ಅಂಕಿಗಳಿರಬೇಕು');
    assert.equal(localizeMessage('kn', 'Internal server error (reference 1f2e)'), 'ಸರ್ವರ್‌ನಲ್ಲಿ ದೋಷ ಉಂಟಾಗಿದೆ (ಉಲ್ಲೇಖ 1f2e)');
    assert.equal(
      localizeMessage('kn', 'Too many failed login attempts. Please try again in 5 minutes.'),
      'ಲಾಗಿನ್ ಪ್ರಯತ್ನಗಳು ತುಂಬಾ ಬಾರಿ ವಿಫಲವಾಗಿವೆ. ದಯವಿಟ್ಟು 5 ನಿಮಿಷಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    );
  });

  it("answers a member's payment and event sign-up refusals in Kannada too", () => {
    assert.equal(
      localizeMessage('kn', PaymentMessages.gatewayUnavailable),
      'ಪಾವತಿ ವ್ಯವಸ್ಥೆಯನ್ನು ಈಗ ತಲುಪಲಾಗುತ್ತಿಲ್ಲ. ದಯವಿಟ್ಟು ಕೆಲವು ನಿಮಿಷಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    );
    assert.equal(localizeMessage('kn', ContentMessages.eventFull), 'ಕಾರ್ಯಕ್ರಮ ಭರ್ತಿಯಾಗಿದೆ');
    assert.equal(localizeMessage('en', ContentMessages.eventFull), 'This event is full');
  });

  it('leaves English, and a message the catalogue lacks, as written', () => {
    assert.equal(localizeMessage('en', 'Pincode must be at least 6 digits'), 'Pincode must be at least 6 digits');
    assert.equal(localizeMessage('kn', 'Something only one service says'), 'Something only one service says');
  });
});
