import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { AdminAccountDto, IdentitySubjects, Language } from '@portal/contracts';
import type { Request } from 'express';
import type { Pool } from 'pg';
import { TrustedDevices } from '../auth/trusted-devices';
import { customRouteArguments } from '../http/route-arguments.fixture';
import { RpcClient } from '../rpc/rpc-client.service';
import { AdminAccountsController } from './admin-accounts.controller';

const account: AdminAccountDto = {
  id: '6f1c1c3e-7a51-4a0e-9d8c-0b0a3f2c9e11',
  email: 'anil@office.example',
  firstName: 'Anil',
  lastName: null,
  role: 'secretary',
  status: 'active',
  lastLoginAt: null,
  invitedAt: null,
  invitationExpiresAt: null,
  createdAt: '2026-11-27T10:00:00.000Z',
};
const req = { user: { id: 'b3c1e2d4-0000-4000-8000-000000000001', userType: 'admin', role: 'admin' } } as Request;

/**
 * The controller over a fake identity answering `changed` (a reset answers the account), recording the session
 * updates it makes and whose trusted devices it forgets.
 */
function sutWith(changed: boolean) {
  const calls: Array<{ subject: string; body: unknown }> = [];
  const queries: unknown[][] = [];
  const forgotten: string[] = [];
  const services = {
    rpc: async (subject: string, body: unknown) => {
      calls.push({ subject, body });
      return subject === IdentitySubjects.ResetAdminTwoFactor ? account : { account, changed };
    },
  } as unknown as RpcClient;
  const trusted = {
    forget: async (adminId: string) => {
      forgotten.push(adminId);
      return 1;
    },
  } as unknown as TrustedDevices;
  const pool = {
    query: async (_sql: string, params: unknown[]) => {
      queries.push(params);
      return { rowCount: 1 };
    },
  } as unknown as Pool;
  return { sut: new AdminAccountsController(services, pool, trusted), calls, queries, forgotten };
}

describe('AdminAccountsController', () => {
  it('ends every session of an admin whose role changed, with the reason role-changed', async () => {
    const { sut, calls, queries } = sutWith(true);
    assert.deepEqual(await sut.changeRole(account.id, { role: 'secretary' }, req), account);
    assert.deepEqual(calls, [
      { subject: IdentitySubjects.ChangeAdminRole, body: { id: account.id, role: 'secretary', actorId: req.user!.id } },
    ]);
    assert.deepEqual(queries, [[account.id, 'admin', '', 'role-changed']]);
  });

  it('ends every session of a deactivated admin, with the reason account-closed, and forgets their trusted devices', async () => {
    const { sut, queries, forgotten } = sutWith(true);
    await sut.deactivate(account.id, req);
    assert.deepEqual(queries, [[account.id, 'admin', '', 'account-closed']]);
    assert.deepEqual(forgotten, [account.id]);
  });

  it('signs nobody out when nothing changed (the same role again, an account already deactivated)', async () => {
    const { sut, queries, forgotten } = sutWith(false);
    await sut.changeRole(account.id, { role: 'secretary' }, req);
    await sut.deactivate(account.id, req);
    assert.deepEqual(queries, []);
    assert.deepEqual(forgotten, []);
  });

  it("resets an admin's second factor as the signed-in administrator, ends every session of theirs and forgets their trusted devices", async () => {
    const { sut, calls, queries, forgotten } = sutWith(true);
    assert.deepEqual(await sut.resetTwoFactor(account.id, req), account);
    assert.deepEqual(calls, [
      { subject: IdentitySubjects.ResetAdminTwoFactor, body: { id: account.id, actorId: req.user!.id } },
    ]);
    assert.deepEqual(queries, [[account.id, 'admin', '', 'two-factor-reset']], 'every session, none kept');
    assert.deepEqual(forgotten, [account.id]);
  });

  it('asks for the invitation, and a fresh one, in the language the inviting admin works in', async () => {
    const { sut, calls } = sutWith(true);
    const kannada = { ...req, session: { language: 'kn' }, headers: {} } as unknown as Request;
    const english = { ...req, headers: { 'accept-language': 'en-IN,en;q=0.9' } } as unknown as Request;
    // Each handler's language as its @RequestLanguage() parameter resolves it from the request (the third).
    const language = (method: 'invite' | 'reinvite', request: Request) =>
      customRouteArguments(AdminAccountsController, method, request).get(2) as Language;
    await sut.invite(
      { email: 'meera@office.example', firstName: 'Meera', role: 'treasurer' },
      kannada,
      language('invite', kannada),
    );
    await sut.reinvite(account.id, english, language('reinvite', english));
    assert.deepEqual(
      calls.map(({ subject, body }) => [subject, (body as { language?: string }).language]),
      [
        [IdentitySubjects.InviteAdmin, 'kn'],
        [IdentitySubjects.ReinviteAdmin, 'en'],
      ],
    );
  });
});
