import { Injectable } from '@nestjs/common';
import type { Language } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';

export interface TwoFactorRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_active: boolean;
  password: string | null;
  two_factor_secret: string | null;
  two_factor_pending_secret: string | null;
  two_factor_enabled_at: Date | null;
  language: Language;
}

/** TypeORM answers an UPDATE on Postgres as [returned rows, affected count]. */
type UpdateResult = [unknown[], number];
const updatedRows = ([, affected]: UpdateResult) => affected;

/** Every query of admins' two-factor state (columns of the users table; secrets encrypted, codes hashed). */
@Injectable()
export class AdminTwoFactorRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(id: string, tx: EntityManager = this.dataSource.manager): Promise<TwoFactorRow | null> {
    const rows: TwoFactorRow[] = await tx.query(
      `SELECT id, email, first_name, last_name, is_active, password, two_factor_secret, two_factor_pending_secret, two_factor_enabled_at, language
         FROM users WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async setPendingSecret(tx: EntityManager, id: string, encrypted: string): Promise<void> {
    await tx.query(`UPDATE users SET two_factor_pending_secret = $2 WHERE id = $1`, [id, encrypted]);
  }

  /**
   * Turns two-factor sign-in on with the pending secret, unless it is on already or the pending secret changed
   * meanwhile (a second set-up); the step whose code confirmed it counts as used. Answers whether it did.
   */
  async enable(
    tx: EntityManager,
    id: string,
    pending: string,
    usedStep: number,
    recoveryHashes: string[],
  ): Promise<boolean> {
    const result: UpdateResult = await tx.query(
      `UPDATE users
          SET two_factor_secret = two_factor_pending_secret, two_factor_pending_secret = NULL,
              two_factor_enabled_at = now(), two_factor_last_step = $3, two_factor_recovery_codes = $4,
              updated_at = now()
        WHERE id = $1 AND two_factor_enabled_at IS NULL AND two_factor_pending_secret = $2
        RETURNING id`,
      [id, pending, usedStep, recoveryHashes],
    );
    return updatedRows(result) > 0;
  }

  async disable(tx: EntityManager, id: string): Promise<void> {
    await tx.query(
      `UPDATE users
          SET two_factor_secret = NULL, two_factor_pending_secret = NULL, two_factor_enabled_at = NULL,
              two_factor_last_step = NULL, two_factor_recovery_codes = '{}', updated_at = now()
        WHERE id = $1`,
      [id],
    );
  }

  /**
   * Uses time step `step` for the account, unless a code of this step or a later one was accepted already (a
   * replay, or two requests racing with one code): one statement, so only one of them gets through.
   */
  async useStep(id: string, step: number): Promise<boolean> {
    const result: UpdateResult = await this.dataSource.query(
      `UPDATE users SET two_factor_last_step = $2
        WHERE id = $1 AND two_factor_enabled_at IS NOT NULL
          AND (two_factor_last_step IS NULL OR two_factor_last_step < $2)
        RETURNING id`,
      [id, step],
    );
    return updatedRows(result) > 0;
  }

  /** Uses up one recovery code (its hash): true when it was unused, and then only for one caller. */
  async useRecoveryCode(id: string, hash: string): Promise<boolean> {
    const result: UpdateResult = await this.dataSource.query(
      `UPDATE users SET two_factor_recovery_codes = array_remove(two_factor_recovery_codes, $2)
        WHERE id = $1 AND two_factor_enabled_at IS NOT NULL AND $2 = ANY (two_factor_recovery_codes)
        RETURNING id`,
      [id, hash],
    );
    return updatedRows(result) > 0;
  }

  async replaceRecoveryCodes(tx: EntityManager, id: string, hashes: string[]): Promise<void> {
    await tx.query(`UPDATE users SET two_factor_recovery_codes = $2 WHERE id = $1`, [id, hashes]);
  }
}
