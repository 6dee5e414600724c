import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  AmountRules,
  firstFailure,
  PaymentMessages,
  PaymentsEvents,
  SchemeSettingDto,
  SchemeSettingInput,
} from '@portal/contracts';
import { AuditTrail, JsonLogger, OutboxWriter } from '@portal/platform';
import { AutoPayService } from '../autopay/autopay.service';
import { DataSource } from 'typeorm';
import { invalid, isUuid, requireAdmin } from '../payments.exception';
import { RazorpayClient } from '../razorpay/razorpay.client';
import { schemeSettingNotFound, SchemeSettingsRepository, StoredSchemeSetting } from './scheme-settings.repository';

/** The three schemes' monthly amounts and whether members may pay them online (spec part 2 §2, §5). */
@Injectable()
export class SchemeSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SchemeSettingsRepository,
    private readonly outbox: OutboxWriter,
    private readonly razorpay: RazorpayClient,
    private readonly audit: AuditTrail,
    private readonly autopay: AutoPayService,
    private readonly logger: JsonLogger,
  ) {}

  async list(): Promise<SchemeSettingDto[]> {
    return (await this.settings.list()).map((setting) => this.answer(setting));
  }

  async update(id: string, input: SchemeSettingInput, actor: ActorDto): Promise<SchemeSettingDto> {
    requireAdmin(actor);
    if (!isUuid(id)) throw schemeSettingNotFound();
    let amount: string | undefined;
    if (input.amount !== undefined) {
      const failure = firstFailure(AmountRules, input.amount);
      // A number may carry more decimals than paise: 0.004 becomes 0.00, which is no amount either.
      amount = Number(input.amount).toFixed(2);
      const message = failure?.message ?? (Number(amount) <= 0 ? PaymentMessages.amountPositive : null);
      if (message) throw invalid([{ field: 'amount', message }]);
    }
    const description = input.description?.trim();
    const saved = await this.dataSource.transaction(async (manager) => {
      const before = await this.settings.get(id, manager);
      const setting = await this.settings.update(manager, id, {
        amount,
        isOnlinePaymentEnabled: input.isOnlinePaymentEnabled,
        description: description || undefined,
      });
      await this.audit.record(manager, {
        action: 'scheme-setting.updated',
        entity: 'scheme-setting',
        entityId: setting.id,
        before,
        after: setting,
      });
      await this.outbox.add(manager, PaymentsEvents.SchemeSettingUpdated, {
        scheme: setting.scheme,
        amount: setting.amount,
        isOnlinePaymentEnabled: setting.isOnlinePaymentEnabled,
        by: actor.userId,
      });
      return setting;
    });
    // Issue 33: a new monthly amount reaches the scheme's AutoPay mandates (the new amount's plan, next debit on).
    await this.autopay
      .moveToAmount(saved.scheme, saved.amount)
      .catch((error: Error) =>
        this.logger.event('warn', 'AutoPay mandates not moved to the new amount', { error: error.message }),
      );
    return this.answer(saved);
  }

  /** The web shows 'not configured' rather than the scheme's switch while the service has no Razorpay keys. */
  private answer(setting: StoredSchemeSetting): SchemeSettingDto {
    return { ...setting, isOnlinePaymentConfigured: this.razorpay.configured };
  }
}
