import { Injectable } from '@nestjs/common';
import { PaymentsErrorCode, Scheme, SchemeSettingDto } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid, PaymentsException } from '../payments.exception';

interface SchemeSettingRow {
  id: string;
  scheme: Scheme;
  amount: string;
  description: string;
  is_online_payment_enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

/** A scheme's stored setting; whether online payment is configured at all is the service's, not the row's. */
export type StoredSchemeSetting = Omit<SchemeSettingDto, 'isOnlinePaymentConfigured'>;

export const toSchemeSettingDto = (r: SchemeSettingRow): StoredSchemeSetting => ({
  id: r.id,
  scheme: r.scheme,
  amount: r.amount,
  description: r.description,
  isOnlinePaymentEnabled: r.is_online_payment_enabled,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

const ORDER = `array_position(ARRAY['esi', 'postal', 'kutumba_barosa'], scheme)`;

export const schemeSettingNotFound = () =>
  new PaymentsException(PaymentsErrorCode.SchemeSettingNotFound, 'Scheme setting not found');

@Injectable()
export class SchemeSettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async list(): Promise<StoredSchemeSetting[]> {
    const rows: SchemeSettingRow[] = await this.dataSource.query(`SELECT * FROM scheme_settings ORDER BY ${ORDER}`);
    return rows.map(toSchemeSettingDto);
  }

  /** By id or by scheme name (esi, postal, kutumba_barosa). */
  async get(idOrScheme: string, manager: EntityManager = this.dataSource.manager): Promise<StoredSchemeSetting> {
    const rows: SchemeSettingRow[] = await manager.query(
      `SELECT * FROM scheme_settings WHERE ${isUuid(idOrScheme) ? 'id = $1' : 'scheme = $1'}`,
      [idOrScheme],
    );
    if (!rows[0]) throw schemeSettingNotFound();
    return toSchemeSettingDto(rows[0]);
  }

  async update(
    manager: EntityManager,
    id: string,
    change: { amount?: string; isOnlinePaymentEnabled?: boolean; description?: string },
  ): Promise<StoredSchemeSetting> {
    const rows: [SchemeSettingRow[], number] = await manager.query(
      `UPDATE scheme_settings SET
         amount = COALESCE($2, amount),
         is_online_payment_enabled = COALESCE($3, is_online_payment_enabled),
         description = COALESCE($4, description),
         updated_at = now()
       WHERE id = $1 RETURNING *`,
      [id, change.amount ?? null, change.isOnlinePaymentEnabled ?? null, change.description ?? null],
    );
    const row = rows[0][0];
    if (!row) throw schemeSettingNotFound();
    return toSchemeSettingDto(row);
  }
}
