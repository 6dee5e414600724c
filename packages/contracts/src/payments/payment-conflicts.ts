import { Rpc } from '../common/rpc';
import type { PaymentConflictDto } from '../shapes/payment-conflicts.shapes';
import { PaymentsActorRequest } from './payments.dto';

export type { PaymentConflictDto } from '../shapes/payment-conflicts.shapes';

/** Payment ids Razorpay named for one order while recorded on another, for the admin (issue 26). */
export const PaymentConflictSubjects = {
  ListPaymentConflicts: 'payments.payment-conflict.list',
} as const;

export interface PaymentConflictsRpc {
  [PaymentConflictSubjects.ListPaymentConflicts]: Rpc<PaymentsActorRequest, PaymentConflictDto[]>;
}
