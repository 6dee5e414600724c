import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { PG_POOL } from '../gateway.tokens';

/** Only a hash of the device id is stored: the table alone names no cookie. */
const hashDevice = (device: string) => createHash('sha256').update(`trusted-device:${device}`).digest('hex');

/** Every query of trusted_devices (gateway database): which admin trusts which device, until when. */
@Injectable()
export class TrustedDevicesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The device is trusted by the admin for `days` from now (again, when it was); expired marks are cleared. */
  async trust(device: string, adminId: string, days: number): Promise<void> {
    // Marks past their expiry are cleared in the same statement (one commit per trusting sign-in).
    await this.pool.query(
      `WITH expired AS (DELETE FROM trusted_devices WHERE expires_at <= now())
       INSERT INTO trusted_devices (device, admin_id, trusted_at, expires_at)
       VALUES ($1, $2, now(), now() + make_interval(days => $3))
       ON CONFLICT (device, admin_id) DO UPDATE SET trusted_at = now(), expires_at = EXCLUDED.expires_at`,
      [hashDevice(device), adminId, days],
    );
  }

  async isTrusted(device: string, adminId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `SELECT 1 FROM trusted_devices WHERE device = $1 AND admin_id = $2 AND expires_at > now()`,
      [hashDevice(device), adminId],
    );
    return (rowCount ?? 0) > 0;
  }

  /** Forgets every device the admin trusted; answers how many. */
  async forget(adminId: string): Promise<number> {
    const { rowCount } = await this.pool.query(`DELETE FROM trusted_devices WHERE admin_id = $1`, [adminId]);
    return rowCount ?? 0;
  }
}
