import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { MemberStatuses } from '../shapes/member.shapes';
import { CardPdfMessages, cardPdfMessage, cardStatusLabel } from './card-pdf-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the ID card and certificate catalogues', () => {
  it('have the same message ids in English and Kannada, each with the same placeholders, all translated', () => {
    const { en, kn } = CardPdfMessages;
    assert.deepEqual(Object.keys(kn).sort(), Object.keys(en).sort());
    for (const id of Object.keys(en) as Array<keyof typeof en>) {
      assert.deepEqual(placeholders(kn[id]), placeholders(en[id]), id);
      assert.match(kn[id], /[\u0c80-\u0cff]/, `${id} is not translated`);
    }
  });

  it('name every member status, in Kannada with the words the portal pages use', () => {
    assert.deepEqual(
      MemberStatuses.map((status) => cardStatusLabel('en', status)),
      ['Active', 'Expired', 'Pending', 'Suspended'],
    );
    assert.deepEqual(
      MemberStatuses.map((status) => cardStatusLabel('kn', status)),
      ['ಸಕ್ರಿಯ', 'ಅವಧಿ ಮುಗಿದಿದೆ', 'ಬಾಕಿ ಇದೆ', 'ಅಮಾನತುಗೊಂಡಿದೆ'],
    );
  });

  it('fill placeholders with the values given', () => {
    assert.equal(cardPdfMessage('en', 'certificate.memberId', { memberId: 'PHOTO0042' }), 'Member ID: PHOTO0042');
    assert.equal(
      cardPdfMessage('kn', 'certificate.memberId', { memberId: 'PHOTO0042' }),
      'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ: PHOTO0042',
    );
  });
});
