import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface CardSigningKeyRow {
  kid: string;
  public_key: string;
  private_key: string | null;
  current: boolean;
  created_at: Date;
}

/** The association's card keys (table card_signing_keys). */
@Injectable()
export class CardSigningKeysRepository {
  constructor(private readonly dataSource: DataSource) {}

  all(): Promise<CardSigningKeyRow[]> {
    return this.dataSource.query(`SELECT * FROM card_signing_keys ORDER BY current DESC, created_at DESC, kid`);
  }

  async current(): Promise<CardSigningKeyRow | null> {
    const rows: CardSigningKeyRow[] = await this.dataSource.query(`SELECT * FROM card_signing_keys WHERE current`);
    return rows[0] ?? null;
  }

  /**
   * Makes `kid` the current key (adding it when new), the others kept for verification; one transaction, so
   * replicas starting together end with one current key.
   */
  async makeCurrent(kid: string, publicKey: string, privateKey: string | null): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`LOCK TABLE card_signing_keys IN SHARE ROW EXCLUSIVE MODE`);
      await manager.query(`UPDATE card_signing_keys SET current = false WHERE current AND kid <> $1`, [kid]);
      await manager.query(
        `INSERT INTO card_signing_keys (kid, public_key, private_key, current) VALUES ($1, $2, $3, true)
         ON CONFLICT (kid) DO UPDATE SET current = true, private_key = COALESCE(EXCLUDED.private_key, card_signing_keys.private_key)`,
        [kid, publicKey, privateKey],
      );
    });
  }

  /** Adds a generated key as current unless another replica already made one; answers the current key. */
  async currentOrAdd(kid: string, publicKey: string, privateKey: string): Promise<CardSigningKeyRow> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`LOCK TABLE card_signing_keys IN SHARE ROW EXCLUSIVE MODE`);
      const rows: CardSigningKeyRow[] = await manager.query(
        `SELECT * FROM card_signing_keys WHERE current AND private_key IS NOT NULL`,
      );
      if (rows[0]) return rows[0];
      await manager.query(`UPDATE card_signing_keys SET current = false WHERE current`);
      const added: CardSigningKeyRow[] = await manager.query(
        `INSERT INTO card_signing_keys (kid, public_key, private_key, current) VALUES ($1, $2, $3, true) RETURNING *`,
        [kid, publicKey, privateKey],
      );
      return added[0];
    });
  }
}
