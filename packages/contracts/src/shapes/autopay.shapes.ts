/**
 * UPI AutoPay mandates as they cross the wire (issue 33): a Razorpay subscription per member and scheme that debits
 * the scheme's monthly contribution. Money is a numeric(10,2) string. No decorators or Node modules: the web imports
 * this file.
 */

import type { Scheme } from './member.shapes';

/**
 * Razorpay's subscription states: created (waiting for the member to authorise it in the checkout), authenticated
 * (authorised, first debit to come), active, pending (a debit failed, Razorpay retries), halted (debits stopped after
 * failures), paused, cancelled, completed (every cycle charged), expired (never authorised).
 */
export const MandateStatuses = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
  'paused',
  'cancelled',
  'completed',
  'expired',
] as const;
export type MandateStatus = (typeof MandateStatuses)[number];

/** States in which a mandate still stands (one per member and scheme). */
export const OpenMandateStatuses: readonly MandateStatus[] = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
  'paused',
];

export interface MandateDto {
  id: string;
  /** The member's uuid. */
  memberId: string;
  scheme: Scheme;
  /** What each month's debit is: the scheme's monthly amount when the mandate (or its plan) was set. */
  amount: string;
  status: MandateStatus;
  /** Razorpay's id, sub_…. */
  razorpaySubscriptionId: string;
  /** YYYY-MM of each month the mandate paid, oldest first. */
  chargedMonths: string[];
  /** ISO timestamp of the last debit, or null. */
  lastChargedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What the web needs to open Razorpay's checkout with the mandate's subscription_id. */
export interface MandateCheckoutDto {
  mandate: MandateDto;
  keyId: string;
  subscriptionId: string;
  name: string;
  description: string;
  prefill: { name: string; email?: string; contact?: string };
}

/** A member's AutoPay: one mandate per scheme they are in (null where none stands). */
export interface MemberAutoPayDto {
  schemes: Array<{ scheme: Scheme; amount: string; mandate: MandateDto | null }>;
}

/** The admin dashboard's count: mandates standing, by state. */
export interface AutoPaySummaryDto {
  /** Mandates debiting (active or authenticated). */
  active: number;
  /** Mandates needing the member (pending or halted). */
  failing: number;
  paused: number;
  counts: Record<MandateStatus, number>;
}

export interface SetUpMandateFields {
  scheme?: string;
}

export interface ListMandatesFields {
  memberId?: string;
}
