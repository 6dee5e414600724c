import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { associationNameIn, EmailMessages, emailMessage } from './email-messages';
import { languageOfAcceptLanguage } from './language';

/** Names the glossary keeps as they are known (web/src/i18n/glossary.md). */
const KEPT_AS_KNOWN = new Set(['scheme.esi', 'scheme.postal', 'paymentMethod.upi']);

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the e-mail catalogues', () => {
  it('have the same message ids in English and Kannada, each with the same placeholders', () => {
    const { en, kn } = EmailMessages;
    assert.deepEqual(Object.keys(kn).sort(), Object.keys(en).sort());
    for (const id of Object.keys(en) as Array<keyof typeof en>) {
      assert.deepEqual(placeholders(kn[id]), placeholders(en[id]), id);
      if (KEPT_AS_KNOWN.has(id)) assert.equal(kn[id], en[id], id);
      else assert.match(kn[id], /[\u0c80-\u0cff]/, `${id} is not translated`);
    }
  });

  it('fill placeholders with the values given and leave unknown ones as written', () => {
    assert.equal(emailMessage('en', 'email.greeting', { name: 'Asha' }), 'Dear Asha,');
    assert.equal(emailMessage('kn', 'email.greeting', { name: 'ಆಶಾ' }), 'ಆತ್ಮೀಯ ಆಶಾ,');
    assert.equal(emailMessage('en', 'email.validFor.hours', { count: 24 }), '24 hours');
    assert.equal(emailMessage('en', 'email.greeting'), 'Dear {{name}},');
  });

  it("names the association in Kannada when it is the association's own name, and keeps any other as configured", () => {
    assert.equal(
      associationNameIn('kn', 'Karnataka Photographers Welfare Association'),
      'ಕರ್ನಾಟಕ ಛಾಯಾಗ್ರಾಹಕರ ಕ್ಷೇಮಾಭಿವೃದ್ಧಿ ಸಂಘ',
    );
    assert.equal(
      associationNameIn('en', 'Karnataka Photographers Welfare Association'),
      'Karnataka Photographers Welfare Association',
    );
    assert.equal(associationNameIn('kn', 'Mysuru Photographers Guild'), 'Mysuru Photographers Guild');
  });
});

describe('languageOfAcceptLanguage', () => {
  it("takes the portal's language a browser prefers, by weight and then by order", () => {
    assert.equal(languageOfAcceptLanguage('kn'), 'kn');
    assert.equal(languageOfAcceptLanguage('kn-IN,kn;q=0.9,en-US;q=0.8'), 'kn');
    assert.equal(languageOfAcceptLanguage('en-IN,en;q=0.9,kn;q=0.8'), 'en');
    assert.equal(languageOfAcceptLanguage('hi-IN, kn;q=0.5, en;q=0.4'), 'kn');
    assert.equal(languageOfAcceptLanguage('en;q=0.3, kn;q=0.7'), 'kn');
  });

  it('falls back to English for no header, other languages only, or a refused Kannada', () => {
    assert.equal(languageOfAcceptLanguage(undefined), 'en');
    assert.equal(languageOfAcceptLanguage(''), 'en');
    assert.equal(languageOfAcceptLanguage('hi-IN,ta;q=0.8'), 'en');
    assert.equal(languageOfAcceptLanguage('kn;q=0'), 'en');
  });
});
