import type { PaymentRecordDto } from '@portal/contracts/shapes';
import { formatDate } from './format';

/**
 * What a member's scheme card says (spec part 2 §4), from the newest record of the scheme
 * (the API lists newest first: by createdAt, else dueDate).
 */
export interface SchemeStatus {
  badge: 'No Dues' | 'Overdue' | 'Pending';
  tone: 'green' | 'red' | 'gold';
  message: string;
  /** The message's text in the member catalogue (`schemeStatus.*`, issue 31) and the date it names ('' for none). */
  messageKey: 'noRecords' | 'paidOn' | 'overdueSince' | 'dueBy';
  date: string;
  /** 'View Payment Details' when paid, else 'Make Payment'. */
  action: 'details' | 'pay';
}

export function schemeStatusFrom(newest: PaymentRecordDto | null | undefined): SchemeStatus {
  if (!newest)
    return {
      badge: 'Pending',
      tone: 'gold',
      message: 'No payment records available.',
      messageKey: 'noRecords',
      date: '',
      action: 'pay',
    };
  switch (newest.status) {
    case 'paid':
      return {
        badge: 'No Dues',
        tone: 'green',
        message: `Paid on ${formatDate(newest.paymentDate)}`,
        messageKey: 'paidOn',
        date: formatDate(newest.paymentDate),
        action: 'details',
      };
    case 'overdue':
      return {
        badge: 'Overdue',
        tone: 'red',
        message: `Payment overdue since ${formatDate(newest.dueDate)}`,
        messageKey: 'overdueSince',
        date: formatDate(newest.dueDate),
        action: 'pay',
      };
    default:
      return {
        badge: 'Pending',
        tone: 'gold',
        message: `Payment due by ${formatDate(newest.dueDate)}`,
        messageKey: 'dueBy',
        date: formatDate(newest.dueDate),
        action: 'pay',
      };
  }
}
