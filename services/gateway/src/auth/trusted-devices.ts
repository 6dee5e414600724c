import { Injectable } from '@nestjs/common';
import { AdminUserAnswer, IdentitySubjects, TRUSTED_DEVICE_DAYS } from '@portal/contracts';
import { JsonLogger } from '@portal/platform';
import type { Request } from 'express';
import { KnownDevices } from '../rate-limit/known-devices';
import { RpcClient } from '../rpc/rpc-client.service';
import { TrustedDevicesRepository } from './trusted-devices.repository';

/**
 * Devices an admin trusted for 30 days at the code step of a two-factor sign-in (issue 27): from such a device the
 * right password signs the admin in without a code. The device is the one the known-device cookie names, a random
 * id the gateway signed (known-devices.ts), so a client can neither choose nor guess one. The marks live in the
 * gateway's database and are forgotten, all of an admin's at once, when their second factor is reset, turned on
 * or off, their password changes or their account is deactivated.
 */
@Injectable()
export class TrustedDevices {
  constructor(
    private readonly marks: TrustedDevicesRepository,
    private readonly devices: KnownDevices,
    private readonly services: RpcClient,
    private readonly logger: JsonLogger,
  ) {}

  /**
   * The device signed in with a right code and its admin ticked "Trust this device": trusted for 30 days from now.
   * Answers whether the mark was stored (the sign-in itself has succeeded either way).
   */
  async trust(device: string, adminId: string): Promise<boolean> {
    try {
      await this.marks.trust(device, adminId, TRUSTED_DEVICE_DAYS);
      return true;
    } catch (error) {
      this.unavailable(error);
      return false;
    }
  }

  /**
   * The right password of an admin with two-factor sign-in came from a device they trusted (its signed cookie, an
   * unexpired mark): identity completes the sign-in without a code (only for an active account that still has a
   * second factor) and answers the admin. Null otherwise, so the code is asked for; also when the marks cannot be
   * read (asking for the code is the safe side).
   */
  async signIn(req: Request, adminId: string): Promise<AdminUserAnswer | null> {
    const device = this.devices.presented(req);
    if (device === null || !(await this.isTrusted(device, adminId))) return null;
    const { admin } = await this.services.rpc(IdentitySubjects.AdminTrustedDeviceLogin, { adminId });
    return { ...admin, userType: 'admin' };
  }

  /** Every device the admin trusted stops being trusted: their next sign-in anywhere asks for the code. */
  forget(adminId: string): Promise<number> {
    return this.marks.forget(adminId);
  }

  private async isTrusted(device: string, adminId: string): Promise<boolean> {
    try {
      return await this.marks.isTrusted(device, adminId);
    } catch (error) {
      this.unavailable(error);
      return false;
    }
  }

  private unavailable(error: unknown): void {
    this.logger.event('warn', 'trusted devices unavailable', { error: (error as Error).message });
  }
}
