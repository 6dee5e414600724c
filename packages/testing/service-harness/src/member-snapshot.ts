import { MemberEventData } from '@portal/contracts';
import { randomUUID } from 'node:crypto';

export type MemberSnapshot = MemberEventData['member'];

let members = 0;

/**
 * A member as membership's events carry it, for the services that keep a copy: active, in no scheme, with no
 * end date unless told; each call a new member (ids, name, e-mail and phone unique within the test run).
 */
export function memberSnapshot(overrides: Partial<MemberSnapshot> = {}): MemberSnapshot {
  members += 1;
  const n = String(members).padStart(4, '0');
  const tag = randomUUID().slice(0, 6);
  return {
    id: randomUUID(),
    memberId: `PHOTO${n}`,
    firstName: 'Asha',
    lastName: `Rao${n}${tag}`,
    email: `asha.${n}.${tag}@example.in`,
    phone: `98765${String(10000 + members).slice(-5)}`,
    status: 'active',
    optedSchemes: [],
    membershipEndDate: null,
    ...overrides,
  };
}
