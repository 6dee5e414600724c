import type { AdminAccountDto, AuditEntryDto } from '@portal/contracts/shapes';

/** Test data: audit trail entries and the office's accounts as the gateway answers them. */

/** An admin's change of a payment record, recorded by payments, unless overridden. */
export function anEntry(overrides: Partial<AuditEntryDto>): AuditEntryDto {
  return {
    id: 'payments:1',
    service: 'payments',
    at: '2026-11-27T04:30:05.123456Z',
    actorType: 'admin',
    actorId: 'a1',
    actorName: 'Asha Rao',
    actorRole: 'admin',
    action: 'payment-record.updated',
    entity: 'payment-record',
    entityId: 'pr-7',
    before: null,
    after: null,
    ip: '203.0.113.9',
    correlationId: 'req-1',
    ...overrides,
  };
}

/** The treasurer whose changes the entries name. */
export const usha: AdminAccountDto = {
  id: 'a2',
  email: 'usha@office.test',
  firstName: 'Usha',
  lastName: 'Rai',
  role: 'treasurer',
  status: 'active',
  lastLoginAt: null,
  invitedAt: null,
  invitationExpiresAt: null,
  createdAt: '2026-11-02T05:00:00.000Z',
};
