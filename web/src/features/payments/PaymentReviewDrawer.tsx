import { useState, type ReactElement } from 'react';
import { Alert, Button, Drawer, Empty, Input, Radio, Skeleton, Tabs, Tag, Typography } from 'antd';
import { PaymentConflictSources, paymentLabel, SchemeLabels } from '@portal/contracts/shapes';
import {
  useMonthClashesQuery,
  usePaymentConflictsQuery,
  useResolvePaymentConflictMutation,
  useSettleMonthClashMutation,
  type MonthClash,
  type PaymentConflict,
} from '../../api/payment-review';
import { rolesWhoMay, useAdminCan } from '../../components/use-admin-can';
import { useToast } from '../../components/use-toast';
import { formatDate, formatDateTime, formatMonth, formatRupees } from '../../lib/format';
import { paymentFailureText } from './payment-errors';
import './payment-review.css';

/** 'Nov 2026', or 'Nov 2026 – Jan 2027'; 'no months' when there are none. */
export function monthsText(period: string | null | undefined, periodTo?: string | null): string {
  if (!period) return 'no months';
  return periodTo && periodTo !== period ? `${formatMonth(period)} – ${formatMonth(periodTo)}` : formatMonth(period);
}

const receiptText = (number: string | null | undefined) => (number ? `receipt ${number}` : 'no receipt yet');

interface PaymentReviewDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * What needs the treasurer's decision (issue 26): online payments Razorpay named for one order while they were
 * already recorded on another (nothing was marked paid for them), and months two records claimed. Each says what
 * to do; the admin resolves a conflict with a note and settles a clash by choosing the record that keeps the month.
 */
export function PaymentReviewDrawer({ open, onClose }: PaymentReviewDrawerProps) {
  const conflicts = usePaymentConflictsQuery();
  const clashes = useMonthClashesQuery();
  const openConflicts = (conflicts.data ?? []).filter((c) => c.status === 'open').length;
  const openClashes = (clashes.data ?? []).filter((c) => c.status === 'open').length;
  return (
    <Drawer open={open} onClose={onClose} title="Payments to review" size="large" destroyOnHidden>
      <Tabs
        className="review-tabs"
        items={[
          {
            key: 'conflicts',
            label: `Online payment conflicts (${openConflicts})`,
            children: conflicts.isPending ? (
              <Skeleton active />
            ) : conflicts.isError ? (
              <Alert type="error" showIcon title="Failed to load the payment conflicts" />
            ) : (
              <ReviewList
                items={conflicts.data}
                empty="No online payment needs review"
                render={(c) => <ConflictCard key={c.id} conflict={c} />}
              />
            ),
          },
          {
            key: 'clashes',
            label: `Months paid twice (${openClashes})`,
            children: clashes.isPending ? (
              <Skeleton active />
            ) : clashes.isError ? (
              <Alert type="error" showIcon title="Failed to load the month clashes" />
            ) : (
              <ReviewList
                items={clashes.data}
                empty="No month is claimed by two records"
                render={(c) => <ClashCard key={`${c.recordId}-${c.month}`} clash={c} />}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
}

function ReviewList<T>({ items, empty, render }: { items: T[]; empty: string; render: (item: T) => ReactElement }) {
  if (!items.length) return <Empty description={empty} />;
  return <div className="review-list">{items.map(render)}</div>;
}

function Settled({ by, at, note, what }: { by: string | null; at: string | null; note: string | null; what: string }) {
  return (
    <Alert
      type="success"
      showIcon
      title={`${what} ${formatDateTime(at)}${by ? ` by admin ${by}` : ''}`}
      description={note ?? undefined}
    />
  );
}

/** In place of an open item's action, for a role that may not take it. */
function NotYours({ what }: { what: string }) {
  return <Typography.Paragraph type="secondary">{`Only ${rolesWhoMay('money')} can ${what}.`}</Typography.Paragraph>;
}

function ConflictCard({ conflict: c }: { conflict: PaymentConflict }) {
  const toast = useToast();
  const resolve = useResolvePaymentConflictMutation();
  // Resolving and settling are the treasurer's work (issue 27); other roles read what needs review.
  const money = useAdminCan('money');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const what = c.orderKind && c.orderKind !== 'scheme_dues' ? paymentLabel(c.orderKind) : paymentLabel(c.orderScheme);

  const onResolve = async () => {
    setProblem(null);
    try {
      await resolve.mutateAsync({ id: c.id, input: { note } });
      toast.success('Payment conflict resolved');
    } catch (err) {
      setProblem(paymentFailureText(err, 'Failed to resolve the payment conflict'));
    }
  };

  return (
    <article className="review-card" aria-label={`Payment conflict ${c.razorpayPaymentId}`}>
      <header>
        <Typography.Text strong>
          {c.memberName ?? 'Unknown member'} {c.memberCode ? <span className="muted">({c.memberCode})</span> : null}
        </Typography.Text>
        <Tag color={c.status === 'open' ? 'gold' : 'green'}>{c.status === 'open' ? 'Open' : 'Resolved'}</Tag>
      </header>
      <dl className="review-facts">
        <dt>Payment</dt>
        <dd>
          {c.razorpayPaymentId} ({conflictWhy(c.source)}, {formatDateTime(c.createdAt)})
        </dd>
        <dt>Named for</dt>
        <dd>
          order {c.razorpayOrderId}
          {what ? ` · ${what}` : ''}
          {c.orderPeriod ? ` · ${monthsText(c.orderPeriod, c.orderPeriodTo)}` : ''}
          {c.orderAmount ? ` · ${formatRupees(c.orderAmount)}` : ''}
        </dd>
        <dt>Already recorded on</dt>
        <dd>
          {c.recorded
            ? `${receiptText(c.recorded.receiptNumber)} · ${paymentLabel(
                c.recorded.kind !== 'scheme_dues' ? c.recorded.kind : c.recorded.scheme,
              )} · ${monthsText(c.recorded.period, c.recorded.periodTo)} · ${formatRupees(c.recorded.amount)}${
                c.recorded.paymentDate ? ` · paid ${formatDate(c.recorded.paymentDate)}` : ''
              }`
            : `order ${c.recordedOrderId ?? '—'}`}
        </dd>
      </dl>
      <Typography.Paragraph className="review-advice">{conflictAdvice(c.source)}</Typography.Paragraph>
      {c.status === 'resolved' ? (
        <Settled what="Resolved" by={c.resolvedBy} at={c.resolvedAt} note={c.resolutionNote} />
      ) : !money ? (
        <NotYours what="resolve it" />
      ) : (
        <div className="review-action">
          <Input.TextArea
            aria-label={`What was done about ${c.razorpayPaymentId}`}
            placeholder="What was done (e.g. second charge refunded in Razorpay)"
            value={note}
            maxLength={1000}
            autoSize={{ minRows: 2 }}
            onChange={(event) => setNote(event.target.value)}
          />
          {problem ? <Alert type="error" showIcon title={problem} /> : null}
          <Button type="primary" onClick={onResolve} loading={resolve.isPending} disabled={!note.trim()}>
            Mark resolved
          </Button>
        </div>
      )}
    </article>
  );
}

function ClashCard({ clash: c }: { clash: MonthClash }) {
  const toast = useToast();
  const settle = useSettleMonthClashMutation();
  const money = useAdminCan('money');
  const [keep, setKeep] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const month = formatMonth(c.month);
  const sides = [
    { label: 'Kept now', side: c.heldBy },
    { label: 'Also claims it', side: c.record },
  ];

  const onSettle = async () => {
    if (!keep) return;
    setProblem(null);
    try {
      await settle.mutateAsync({ recordId: c.recordId, month: c.month, keepRecordId: keep, note: note || undefined });
      toast.success(`${month} settled`);
    } catch (err) {
      setProblem(paymentFailureText(err, 'Failed to settle the month'));
    }
  };

  return (
    <article className="review-card" aria-label={`${month} of ${c.memberName}`}>
      <header>
        <Typography.Text strong>
          {c.memberName} <span className="muted">({c.memberCode})</span> · {SchemeLabels[c.scheme]} · {month}
        </Typography.Text>
        <Tag color={c.status === 'open' ? 'gold' : 'green'}>{c.status === 'open' ? 'Open' : 'Settled'}</Tag>
      </header>
      <Radio.Group
        className="review-sides"
        value={keep}
        onChange={(event) => setKeep(event.target.value as string)}
        disabled={c.status !== 'open' || !money}
        aria-label={`Record that keeps ${month}`}
      >
        {sides.map(({ label, side }) => (
          <Radio key={side.recordId} value={side.recordId}>
            <span className="review-side">
              <strong>{label}:</strong> {receiptText(side.receiptNumber)} · {formatRupees(side.amount)} · {side.status}
              {side.paymentDate ? ` ${formatDate(side.paymentDate)}` : ''} · {monthsText(side.period, side.periodTo)}
              {c.keptRecordId === side.recordId ? <Tag color="green">keeps {month}</Tag> : null}
            </span>
          </Radio>
        ))}
      </Radio.Group>
      <Typography.Paragraph className="review-advice">
        Each month is paid once. Choose the record that keeps {month}: the other gives the month up (its first or last
        month goes). If that record was paid for the month too, refund or edit its amount afterwards.
      </Typography.Paragraph>
      {c.status === 'settled' ? (
        <Settled what="Settled" by={c.settledBy} at={c.settledAt} note={c.settlementNote} />
      ) : !money ? (
        <NotYours what="settle it" />
      ) : (
        <div className="review-action">
          <Input
            aria-label={`Note on ${month} of ${c.memberName}`}
            placeholder="Note (optional)"
            value={note}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
          />
          {problem ? <Alert type="error" showIcon title={problem} /> : null}
          <Button type="primary" onClick={onSettle} loading={settle.isPending} disabled={!keep}>
            Keep {month} on the chosen record
          </Button>
        </div>
      )}
    </article>
  );
}

/** What kept the payment aside, in the admin's words (the webhook's event names stay as they are). */
function conflictWhy(source: string): string {
  if (source === PaymentConflictSources.RenewalPaidTwice) return 'renewal fee paid twice';
  if (source === PaymentConflictSources.MonthsAlreadyPaid) return 'months already paid';
  if (source === PaymentConflictSources.RenewalNotApplied) return 'renewal paid, nothing renewed';
  return source;
}

function conflictAdvice(source: string): string {
  if (source === PaymentConflictSources.RenewalPaidTwice) {
    return (
      'The member paid this renewal online after it was paid (in the office, or by another online payment). ' +
      'Both payments are in the books: refund this one from its payment record, then say what was done.'
    );
  }
  if (source === PaymentConflictSources.RenewalNotApplied) {
    return (
      'The member paid this renewal online, but it renewed nothing: the request was completed or declined ' +
      'meanwhile, or the member could not be renewed. The payment is in the books: refund it from its payment ' +
      'record (or renew the member by hand), then say what was done.'
    );
  }
  if (source === PaymentConflictSources.MonthsAlreadyPaid) {
    return (
      'Razorpay took this payment for months another record already holds, so nothing was marked paid. ' +
      "Refund it in Razorpay's dashboard, then say what was done."
    );
  }
  return (
    "Nothing was marked paid for this order. Look the payment up in Razorpay's dashboard: if the member was " +
    'charged twice, refund the second charge there; if it is the same payment sent again, there is nothing to do. ' +
    'Then say what was done.'
  );
}
