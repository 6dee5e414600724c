import { isFeeKind, ListPaymentRecordsQuery, PaymentStatuses, Schemes } from '@portal/contracts';
import { paidOnOrAfterSql, paidOnOrBeforeSql } from '../ledger/ledger.repository';

/** A WHERE clause and its parameters, built from the list's filters. */
export interface SqlFilter {
  where: string;
  params: unknown[];
}

const MEMBER_CODE = /^[A-Za-z]{5}\d{4,}$/;

/**
 * The member part of a search: a whole member id matches exactly (its index);
 * anything else looks in names and member ids (trigram index on search_text).
 */
export function memberSearch(term: string, params: unknown[]): string {
  const text = term.trim();
  if (MEMBER_CODE.test(text)) {
    params.push(text.toUpperCase());
    return `m.member_code = $${params.length}`;
  }
  params.push(`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return `m.search_text LIKE $${params.length}`;
}

/** Filters of GET /api/payment-records: `memberId` is the member's uuid (a member's own list sets it). */
export function recordFilter(query: ListPaymentRecordsQuery & { memberUuid?: string }): SqlFilter {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (query.memberUuid) {
    params.push(query.memberUuid);
    conditions.push(`r.member_id = $${params.length}`);
  }
  if (query.scheme && (Schemes as readonly string[]).includes(query.scheme)) {
    params.push(query.scheme);
    conditions.push(`r.scheme = $${params.length}`);
  } else if (isFeeKind(query.scheme)) {
    // A fee's kind in the scheme filter lists those fees.
    params.push(query.scheme);
    conditions.push(`r.kind = $${params.length}`);
  }
  if (query.status && (PaymentStatuses as readonly string[]).includes(query.status)) {
    params.push(query.status);
    conditions.push(`r.status = $${params.length}`);
  }
  if (query.search?.trim()) conditions.push(memberSearch(query.search, params));
  // The payments report's range: paid within these India calendar days (both inclusive), as the ledger's totals
  // read "received".
  if (query.from) {
    params.push(query.from);
    conditions.push(paidOnOrAfterSql(`$${params.length}`));
  }
  if (query.to) {
    params.push(query.to);
    conditions.push(paidOnOrBeforeSql(`$${params.length}`));
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}
