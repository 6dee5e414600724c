import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CardIssue, CardMember } from './card-format';
import { CardDrawer } from './card-drawer';

// The worker as the service runs it: the built file (npm test builds before it runs jest).
const BUILT = join(__dirname, '..', '..', 'dist', 'src', 'id-cards', 'card-drawing.worker.js');

/** A drawer on the built worker, failing with what to do when the build is missing. */
export function openBuiltDrawer(): CardDrawer {
  assert.ok(existsSync(BUILT), `${BUILT} is missing: run npm run build:server first`);
  return CardDrawer.open(BUILT);
}

/** The member of the card specs (an active member with an e-mail address and a year's validity), with `changes`. */
export const cardMember = (changes: Partial<CardMember> = {}): CardMember => ({
  name: 'Lakshmi Narayan',
  memberId: 'PHOTO000042',
  status: 'active',
  phone: '9876543210',
  email: 'lakshmi@example.com',
  address: '12 MG Road, Mysuru, Karnataka, 570001',
  memberSince: new Date('2026-01-01T00:00:00Z'),
  validUntil: new Date('2027-01-01T00:00:00Z'),
  photo: null,
  ...changes,
});

/** The issue of the card specs' cards (association, date, verification link), with `changes`. */
export const cardIssue = (changes: Partial<CardIssue> = {}): CardIssue => ({
  associationName: 'Karnataka Photographers Welfare Association',
  issuedAt: new Date('2026-11-28T09:00:00Z'),
  verificationUrl: 'http://localhost:8080/verify/PHOTO000042?sig=abc#pass=xyz',
  ...changes,
});
