import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { AdminDto, MemberDto } from '@portal/contracts';
import { JsonLogger } from '@portal/platform';
import type { Request, Response } from 'express';
import { SessionAudit } from '../audit/session-audit';
import { KnownDevices } from '../rate-limit/known-devices';
import { RpcClient } from '../rpc/rpc-client.service';
import { SignedInUser, SignInCompletion } from './sign-in-completion';
import { TrustedDevices } from './trusted-devices';

const admin = { id: 'a1', email: 'treasurer@office.test', role: 'treasurer' } as AdminDto;

/** A completion whose known devices hand out `device` (the id of the cookie the gateway signed). */
function wiring(device = 'signed-device-id', trustStored = true) {
  const trusted: Array<[string, string]> = [];
  const audited: unknown[] = [];
  const devices = {
    remember: async () => device,
  } as unknown as KnownDevices;
  const trust = {
    trust: async (id: string, adminId: string) => {
      trusted.push([id, adminId]);
      return trustStored;
    },
  } as unknown as TrustedDevices;
  const audit = {
    signedIn: async (_req: unknown, _user: unknown, method: string, details: unknown) => {
      audited.push({ method, details });
    },
  } as unknown as SessionAudit;
  const services = { rpc: async () => ({ success: true }) } as unknown as RpcClient;
  const logger = { event: () => undefined } as unknown as JsonLogger;
  const sut = new SignInCompletion(devices, services, logger, audit, trust);
  const req = {
    ip: '203.0.113.9',
    headers: { cookie: 'portal.device=chosen-by-the-client' },
    body: { device: 'chosen-by-the-client' },
    session: {},
    logIn: (_user: unknown, _options: unknown, done: () => void) => done(),
  } as unknown as Request;
  return { sut, req, trusted, audited };
}

describe('completing a sign-in', () => {
  it('trusts the device of the cookie the gateway signed when the admin ticked it, and says so on the audit trail', async () => {
    const { sut, req, trusted, audited } = wiring();
    await sut.complete(req, {} as Response, { ...admin, userType: 'admin' }, 'known', 'two-factor-code', {
      trustDevice: true,
    });
    assert.deepEqual(trusted, [['signed-device-id', admin.id]]);
    assert.deepEqual(audited, [{ method: 'two-factor-code', details: { deviceTrusted: true } }]);
  });

  it('trusts nothing without the tick, nor for a member, and claims no trust it could not store', async () => {
    const plain = wiring();
    await plain.sut.complete(plain.req, {} as Response, { ...admin, userType: 'admin' }, 'known', 'two-factor-code');
    assert.deepEqual(plain.trusted, []);
    assert.deepEqual(plain.audited, [{ method: 'two-factor-code', details: {} }]);

    const member = wiring();
    const user = { id: 'm1', memberId: 'PHOTO0001', email: null, phone: null, userType: 'member' } as unknown as
      SignedInUser | MemberDto;
    await member.sut.complete(member.req, {} as Response, user as SignedInUser, 'known', 'password', {
      trustDevice: true,
    });
    assert.deepEqual(member.trusted, []);

    const unstored = wiring('signed-device-id', false);
    await unstored.sut.complete(
      unstored.req,
      {} as Response,
      { ...admin, userType: 'admin' },
      'known',
      'two-factor-code',
      {
        trustDevice: true,
      },
    );
    assert.deepEqual(unstored.audited, [{ method: 'two-factor-code', details: {} }]);
  });
});
