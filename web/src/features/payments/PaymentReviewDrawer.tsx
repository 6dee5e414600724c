import { useState, type ReactElement } from 'react';
import { Alert, Button, Drawer, Empty, Input, Radio, Skeleton, Tabs, Tag, Typography } from 'antd';
import { PaymentConflictSources } from '@portal/contracts/shapes';
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
import { formatDate, formatRupees } from '../../lib/format';
import { adminSchemeName, monthIn, useAdminLayoutTexts } from '../../i18n/admin-layout';
import { adminPaymentName, useAdminPaymentsTexts, type AdminPaymentsTexts } from '../../i18n/admin-payments';
import { formatDateTimeIn } from '../../i18n/formats';
import { useShownLanguage } from '../../i18n/language';
import { paymentFailureText } from './payment-errors';
import './payment-review.css';

/** What the review cards say of months, receipts and what a payment was for, in the shown language. */
function useReviewTexts() {
  const t = useAdminPaymentsTexts();
  const layout = useAdminLayoutTexts();
  const language = useShownLanguage();
  const month = (yearMonth: string) => monthIn(language, yearMonth);
  return {
    t,
    layout,
    language,
    month,
    /** 'Nov 2026', or 'Nov 2026 – Jan 2027'; 'no months' when there are none. */
    months: (period: string | null | undefined, periodTo?: string | null): string => {
      if (!period) return t('review.noMonths');
      return periodTo && periodTo !== period
        ? t('review.monthRange', { from: month(period), to: month(periodTo) })
        : month(period);
    },
    receipt: (number: string | null | undefined) => (number ? t('review.receipt', { number }) : t('review.noReceipt')),
    /** A scheme, or a fee's kind. */
    what: (schemeOrKind: string | null | undefined) => adminPaymentName(t, layout, schemeOrKind),
  };
}

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
  const t = useAdminPaymentsTexts();
  const conflicts = usePaymentConflictsQuery();
  const clashes = useMonthClashesQuery();
  const openConflicts = (conflicts.data ?? []).filter((c) => c.status === 'open').length;
  const openClashes = (clashes.data ?? []).filter((c) => c.status === 'open').length;
  return (
    <Drawer open={open} onClose={onClose} title={t('review.title')} size="large" destroyOnHidden>
      <Tabs
        className="review-tabs"
        items={[
          {
            key: 'conflicts',
            label: t('review.conflictsTab', { n: openConflicts }),
            children: conflicts.isPending ? (
              <Skeleton active />
            ) : conflicts.isError ? (
              <Alert type="error" showIcon title={t('review.conflictsFailed')} />
            ) : (
              <ReviewList
                items={conflicts.data}
                empty={t('review.noConflicts')}
                render={(c) => <ConflictCard key={c.id} conflict={c} />}
              />
            ),
          },
          {
            key: 'clashes',
            label: t('review.clashesTab', { n: openClashes }),
            children: clashes.isPending ? (
              <Skeleton active />
            ) : clashes.isError ? (
              <Alert type="error" showIcon title={t('review.clashesFailed')} />
            ) : (
              <ReviewList
                items={clashes.data}
                empty={t('review.noClashes')}
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

function Settled({
  by,
  at,
  note,
  what,
}: {
  by: string | null;
  at: string | null;
  note: string | null;
  what: 'resolved' | 'settled';
}) {
  const { t, language } = useReviewTexts();
  const when = formatDateTimeIn(language, at);
  const title =
    what === 'resolved'
      ? by
        ? t('review.resolvedAtBy', { at: when, by })
        : t('review.resolvedAt', { at: when })
      : by
        ? t('review.settledAtBy', { at: when, by })
        : t('review.settledAt', { at: when });
  return <Alert type="success" showIcon title={title} description={note ?? undefined} />;
}

/** Who may resolve and settle: the roles' table in English ('administrators and treasurers'), else the catalogue's. */
const moneyRolesIn = (t: AdminPaymentsTexts, language: string) =>
  language === 'en' ? rolesWhoMay('money') : t('review.moneyRoles');

/** In place of an open item's action, for a role that may not take it. */
function NotYours({ what }: { what: 'resolve' | 'settle' }) {
  const { t, language } = useReviewTexts();
  const roles = moneyRolesIn(t, language);
  return (
    <Typography.Paragraph type="secondary">
      {what === 'resolve' ? t('review.onlyResolve', { roles }) : t('review.onlySettle', { roles })}
    </Typography.Paragraph>
  );
}

function ConflictCard({ conflict: c }: { conflict: PaymentConflict }) {
  const { t, language, months, receipt, what: named } = useReviewTexts();
  const toast = useToast();
  const resolve = useResolvePaymentConflictMutation();
  // Resolving and settling are the treasurer's work (issue 27); other roles read what needs review.
  const money = useAdminCan('money');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const what = c.orderKind && c.orderKind !== 'scheme_dues' ? named(c.orderKind) : named(c.orderScheme);

  const onResolve = async () => {
    setProblem(null);
    try {
      await resolve.mutateAsync({ id: c.id, input: { note } });
      toast.success(t('review.resolved'));
    } catch (err) {
      setProblem(paymentFailureText(err, t('review.resolveFailed')));
    }
  };

  return (
    <article className="review-card" aria-label={t('review.conflictOf', { id: c.razorpayPaymentId })}>
      <header>
        <Typography.Text strong>
          {c.memberName ?? t('review.unknownMember')}{' '}
          {c.memberCode ? <span className="muted">({c.memberCode})</span> : null}
        </Typography.Text>
        <Tag color={c.status === 'open' ? 'gold' : 'green'}>
          {c.status === 'open' ? t('review.open') : t('review.resolvedTag')}
        </Tag>
      </header>
      <dl className="review-facts">
        <dt>{t('review.payment')}</dt>
        <dd>
          {c.razorpayPaymentId} ({conflictWhy(t, c.source)}, {formatDateTimeIn(language, c.createdAt)})
        </dd>
        <dt>{t('review.namedFor')}</dt>
        <dd>
          {[
            t('review.order', { id: c.razorpayOrderId }),
            what,
            c.orderPeriod ? months(c.orderPeriod, c.orderPeriodTo) : '',
            c.orderAmount ? formatRupees(c.orderAmount) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </dd>
        <dt>{t('review.recordedOn')}</dt>
        <dd>
          {c.recorded
            ? [
                receipt(c.recorded.receiptNumber),
                named(c.recorded.kind !== 'scheme_dues' ? c.recorded.kind : c.recorded.scheme),
                months(c.recorded.period, c.recorded.periodTo),
                formatRupees(c.recorded.amount),
                c.recorded.paymentDate ? t('review.paidOn', { date: formatDate(c.recorded.paymentDate) }) : '',
              ]
                .filter(Boolean)
                .join(' · ')
            : t('review.order', { id: c.recordedOrderId ?? '—' })}
        </dd>
      </dl>
      <Typography.Paragraph className="review-advice">{conflictAdvice(t, c.source)}</Typography.Paragraph>
      {c.status === 'resolved' ? (
        <Settled what="resolved" by={c.resolvedBy} at={c.resolvedAt} note={c.resolutionNote} />
      ) : !money ? (
        <NotYours what="resolve" />
      ) : (
        <div className="review-action">
          <Input.TextArea
            aria-label={t('review.noteAbout', { id: c.razorpayPaymentId })}
            placeholder={t('review.notePlaceholder')}
            value={note}
            maxLength={1000}
            autoSize={{ minRows: 2 }}
            onChange={(event) => setNote(event.target.value)}
          />
          {problem ? <Alert type="error" showIcon title={problem} /> : null}
          <Button type="primary" onClick={onResolve} loading={resolve.isPending} disabled={!note.trim()}>
            {t('review.markResolved')}
          </Button>
        </div>
      )}
    </article>
  );
}

function ClashCard({ clash: c }: { clash: MonthClash }) {
  const { t, layout, month: monthName, months, receipt } = useReviewTexts();
  const toast = useToast();
  const settle = useSettleMonthClashMutation();
  const money = useAdminCan('money');
  const [keep, setKeep] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const month = monthName(c.month);
  const sides = [
    { label: t('review.keptNow'), side: c.heldBy },
    { label: t('review.alsoClaims'), side: c.record },
  ];
  const sideStatus = (status: string) =>
    status in SIDE_STATUSES ? t(`review.sideStatus.${status as keyof typeof SIDE_STATUSES}`) : status;

  const onSettle = async () => {
    if (!keep) return;
    setProblem(null);
    try {
      await settle.mutateAsync({ recordId: c.recordId, month: c.month, keepRecordId: keep, note: note || undefined });
      toast.success(t('review.monthSettled', { month }));
    } catch (err) {
      setProblem(paymentFailureText(err, t('review.settleFailed')));
    }
  };

  return (
    <article className="review-card" aria-label={t('review.clashOf', { month, name: c.memberName })}>
      <header>
        <Typography.Text strong>
          {c.memberName} <span className="muted">({c.memberCode})</span> · {adminSchemeName(layout, c.scheme)} · {month}
        </Typography.Text>
        <Tag color={c.status === 'open' ? 'gold' : 'green'}>
          {c.status === 'open' ? t('review.open') : t('review.settledTag')}
        </Tag>
      </header>
      <Radio.Group
        className="review-sides"
        value={keep}
        onChange={(event) => setKeep(event.target.value as string)}
        disabled={c.status !== 'open' || !money}
        aria-label={t('review.keepsLabel', { month })}
      >
        {sides.map(({ label, side }) => (
          <Radio key={side.recordId} value={side.recordId}>
            <span className="review-side">
              <strong>{label}:</strong> {receipt(side.receiptNumber)} · {formatRupees(side.amount)} ·{' '}
              {side.paymentDate
                ? t('review.statusOn', { status: sideStatus(side.status), date: formatDate(side.paymentDate) })
                : sideStatus(side.status)}{' '}
              · {months(side.period, side.periodTo)}
              {c.keptRecordId === side.recordId ? <Tag color="green">{t('review.keeps', { month })}</Tag> : null}
            </span>
          </Radio>
        ))}
      </Radio.Group>
      <Typography.Paragraph className="review-advice">{t('review.clashAdvice', { month })}</Typography.Paragraph>
      {c.status === 'settled' ? (
        <Settled what="settled" by={c.settledBy} at={c.settledAt} note={c.settlementNote} />
      ) : !money ? (
        <NotYours what="settle" />
      ) : (
        <div className="review-action">
          <Input
            aria-label={t('review.noteOn', { month, name: c.memberName })}
            placeholder={t('review.noteOptional')}
            value={note}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
          />
          {problem ? <Alert type="error" showIcon title={problem} /> : null}
          <Button type="primary" onClick={onSettle} loading={settle.isPending} disabled={!keep}>
            {t('review.keepOn', { month })}
          </Button>
        </div>
      )}
    </article>
  );
}

const SIDE_STATUSES = { paid: true, pending: true, overdue: true };

/** What kept the payment aside, in the admin's words (the webhook's event names stay as they are). */
function conflictWhy(t: AdminPaymentsTexts, source: string): string {
  if (source === PaymentConflictSources.RenewalPaidTwice) return t('review.why.renewalPaidTwice');
  if (source === PaymentConflictSources.MonthsAlreadyPaid) return t('review.why.monthsAlreadyPaid');
  if (source === PaymentConflictSources.RenewalNotApplied) return t('review.why.renewalNotApplied');
  return source;
}

function conflictAdvice(t: AdminPaymentsTexts, source: string): string {
  if (source === PaymentConflictSources.RenewalPaidTwice) return t('review.advice.renewalPaidTwice');
  if (source === PaymentConflictSources.RenewalNotApplied) return t('review.advice.renewalNotApplied');
  if (source === PaymentConflictSources.MonthsAlreadyPaid) return t('review.advice.monthsAlreadyPaid');
  return t('review.advice.other');
}
