import { AuditRpc } from './audit/audit.rpc';
import { ContentRpc } from './content/content.rpc';
import { DataCopiesRpc } from './membership/data-copies.rpc';
import { HealthRpc } from './health/health.rpc';
import { IdentityRpc } from './identity/identity.rpc';
import { MembershipRpc } from './membership/membership.rpc';
import { NotificationsRpc } from './notifications/notifications.rpc';
import { PaymentConflictsRpc } from './payments/payment-conflicts';
import { PaymentLinksRpc } from './payments/payment-links';
import { DuesLapsesRpc } from './payments/dues-lapses';
import { AutoPayRpc } from './payments/autopay';
import { PaymentsRpc } from './payments/payments.rpc';
import { RefundsRpc } from './payments/refunds';

/**
 * Every request/reply subject with its request and answer types, one map per
 * domain. The gateway's `rpc(subject, payload)` is typed from this, so a
 * subject without an entry cannot be called.
 */
export interface RpcContract
  extends
    HealthRpc,
    AuditRpc,
    IdentityRpc,
    MembershipRpc,
    PaymentsRpc,
    PaymentConflictsRpc,
    RefundsRpc,
    PaymentLinksRpc,
    DuesLapsesRpc,
    AutoPayRpc,
    ContentRpc,
    NotificationsRpc,
    DataCopiesRpc {}

export type RpcSubject = keyof RpcContract;
export type RpcRequest<S extends RpcSubject> = RpcContract[S]['request'];
export type RpcResponse<S extends RpcSubject> = RpcContract[S]['response'];
