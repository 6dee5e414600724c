import type { IdCardJob, IdCardRow } from '../../api/id-cards';
import { aMember } from '../../test/member-fixtures';

/** Test data: the ID Cards page's rows, figures and generation jobs as the gateway answers them. */

/** An active member whose card was generated. */
export const ravi: IdCardRow = {
  memberId: 'PHOTO0001',
  name: 'Ravi Kumar',
  status: 'active',
  hasCard: true,
  generatedAt: '2026-11-20T18:45:00.000Z',
  validUntil: '2027-03-31T00:00:00.000Z',
  membershipEndDate: '2027-03-31T00:00:00.000Z',
  source: 'generated',
};

/** A suspended member without a card or validity. */
export const meena: IdCardRow = {
  memberId: 'PHOTO0002',
  name: 'Meena Shetty',
  status: 'suspended',
  hasCard: false,
  generatedAt: null,
  validUntil: null,
  membershipEndDate: null,
  source: null,
};

/** Ravi as GET /api/members/PHOTO0001 answers: what his card's preview prints. */
export function raviInFull() {
  return aMember({
    id: 'ravi',
    memberId: 'PHOTO0001',
    firstName: 'Ravi',
    lastName: 'Kumar',
    phone: '9845012345',
    email: 'ravi@example.in',
    membershipEndDate: '2027-03-31T00:00:00.000Z',
  });
}

export const stats = { totalMembers: 1250, generated: 1100, pendingGeneration: 150, downloads: 37 };

/** A generation job, running two cards unless overridden. */
export function job(overrides: Partial<IdCardJob>): IdCardJob {
  return {
    jobId: 'job-1',
    status: 'running',
    total: 2,
    done: 0,
    failed: [],
    error: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}
