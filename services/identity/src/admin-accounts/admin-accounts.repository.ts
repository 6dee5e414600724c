import { Injectable } from '@nestjs/common';
import type { AdminRole, Language } from '@portal/contracts';
import { EntityManager } from 'typeorm';

/** An admin account (a row of users) with the expiry of its live invitation, if any. */
export interface AdminAccountRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: AdminRole;
  is_active: boolean;
  /** Whether a password was chosen (the hash itself never leaves this file's queries). */
  has_password: boolean;
  last_login_at: Date | null;
  invited_at: Date | null;
  invitation_expires_at: Date | null;
  two_factor_enabled: boolean;
  created_at: Date;
  language: Language;
}

const ACCOUNT_COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.role, u.is_active,
  u.password IS NOT NULL AS has_password, u.last_login_at, u.invited_at, i.expires_at AS invitation_expires_at,
  u.two_factor_enabled_at IS NOT NULL AS two_factor_enabled, u.created_at, u.language`;
const FROM_ACCOUNTS = `users u LEFT JOIN admin_invitations i ON i.user_id = u.id AND i.expires_at > now()`;

/** Every query of the office's admin accounts (the users table) for their management; each in the caller's transaction. */
@Injectable()
export class AdminAccountsRepository {
  /** Every admin account, oldest first. */
  list(tx: EntityManager): Promise<AdminAccountRow[]> {
    return tx.query(`SELECT ${ACCOUNT_COLUMNS} FROM ${FROM_ACCOUNTS} ORDER BY u.created_at, u.email`);
  }

  /** The account, its row locked until the transaction ends when `lock` is set. */
  async findById(tx: EntityManager, id: string, lock = false): Promise<AdminAccountRow | null> {
    const rows: AdminAccountRow[] = await tx.query(
      `SELECT ${ACCOUNT_COLUMNS} FROM ${FROM_ACCOUNTS} WHERE u.id = $1${lock ? ' FOR UPDATE OF u' : ''}`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Inserts an invited account (no password) unless another has the e-mail, whatever its case; answers its id or null. */
  async insertInvited(
    tx: EntityManager,
    values: { email: string; firstName: string; lastName: string | null; role: AdminRole },
  ): Promise<string | null> {
    const rows: Array<{ id: string }> = await tx.query(
      `INSERT INTO users (email, password, first_name, last_name, role, invited_at)
       VALUES ($1, NULL, $2, $3, $4, now()) ON CONFLICT DO NOTHING RETURNING id`,
      [values.email, values.firstName, values.lastName, values.role],
    );
    return rows[0]?.id ?? null;
  }

  async markInvited(tx: EntityManager, id: string): Promise<void> {
    await tx.query(`UPDATE users SET invited_at = now(), updated_at = now() WHERE id = $1`, [id]);
  }

  async setRole(tx: EntityManager, id: string, role: AdminRole): Promise<void> {
    await tx.query(`UPDATE users SET role = $2, updated_at = now() WHERE id = $1`, [id, role]);
  }

  async setActive(tx: EntityManager, id: string, active: boolean): Promise<void> {
    await tx.query(`UPDATE users SET is_active = $2, updated_at = now() WHERE id = $1`, [id, active]);
  }

  async setPassword(tx: EntityManager, id: string, hash: string): Promise<void> {
    await tx.query(`UPDATE users SET password = $2, updated_at = now() WHERE id = $1`, [id, hash]);
  }

  /**
   * The ids of the active accounts with the role admin (a password chosen, not deactivated), locked in id order
   * until the transaction ends: two administrators demoting or deactivating each other at once take turns, and the
   * second sees the first's change, so the last administrator always remains.
   */
  async lockActiveAdministrators(tx: EntityManager): Promise<string[]> {
    const rows: Array<{ id: string }> = await tx.query(
      `SELECT id FROM users WHERE role = 'admin' AND is_active AND password IS NOT NULL ORDER BY id FOR UPDATE`,
    );
    return rows.map((row) => row.id);
  }
}
