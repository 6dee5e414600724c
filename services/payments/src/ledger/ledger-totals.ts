import { Injectable } from '@nestjs/common';
import {
  currentFinancialYearKey,
  FinancialPeriod,
  firstOfMonthInIndia,
  parseFinancialPeriod,
  PaymentStatsAnswer,
  PERIOD_MESSAGE,
  SchemeStatsDto,
  StatsPeriodDto,
} from '@portal/contracts';
import { invalid } from '../payments.exception';
import { LedgerRepository } from './ledger.repository';

/** Months of contributions the dashboard's chart shows, the current one included. */
export const CONTRIBUTION_MONTHS = 12;

type MoneyKey = 'receivable' | 'received' | 'balance' | 'paidInAdvance' | 'outstanding';
type CountKey = 'optedMembers' | 'paidCount' | 'pendingCount' | 'overdueCount';

/** The period a request names, the current financial year when it names none; 400 for text that is no period. */
export function periodOf(text: string | undefined, now = new Date()): FinancialPeriod {
  const key = text?.trim() ? text.trim() : currentFinancialYearKey(now);
  const period = parseFinancialPeriod(key);
  if (!period) throw invalid([{ field: 'period', message: PERIOD_MESSAGE }]);
  return period;
}

export const periodDto = (p: FinancialPeriod): StatsPeriodDto => ({
  key: p.key,
  kind: p.kind,
  label: p.label,
  from: p.from,
  to: p.to,
  fromDay: p.fromDay,
  toDay: p.toDay,
});

/** The schemes' figures added up, in paise so that no rounding creeps in. */
export function totalOf(schemes: Omit<SchemeStatsDto, 'scheme'>[]): Omit<SchemeStatsDto, 'scheme'> {
  const money = (key: MoneyKey) =>
    (schemes.reduce((sum, s) => sum + Math.round(Number(s[key]) * 100), 0) / 100).toFixed(2);
  const counted = (key: CountKey) => schemes.reduce((sum, s) => sum + s[key], 0);
  return {
    optedMembers: counted('optedMembers'),
    receivable: money('receivable'),
    received: money('received'),
    balance: money('balance'),
    paidInAdvance: money('paidInAdvance'),
    outstanding: money('outstanding'),
    paidCount: counted('paidCount'),
    pendingCount: counted('pendingCount'),
    overdueCount: counted('overdueCount'),
  };
}

/**
 * The one place the portal's money figures are worked out (issue 26): Payment Records' cards, the dashboard's
 * tiles and chart (through payments.stats.get) and statements of account all read these definitions
 * (LedgerRepository holds their SQL).
 */
@Injectable()
export class LedgerTotals {
  constructor(private readonly ledger: LedgerRepository) {}

  async stats(periodText: string | undefined, now = new Date()): Promise<PaymentStatsAnswer> {
    const period = periodOf(periodText, now);
    const [schemes, fees, receivedByMonth] = await Promise.all([
      this.ledger.schemeFigures(period),
      this.ledger.feeFigures(period),
      this.ledger.receivedByMonth(firstOfMonthInIndia(now).slice(0, 7), CONTRIBUTION_MONTHS),
    ]);
    return { period: periodDto(period), schemes, fees, totals: totalOf([...schemes, fees]), receivedByMonth };
  }
}
