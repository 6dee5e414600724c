import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Card, Col, Row } from 'antd';
import { ArrowLeftOutlined, CreditCardOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router-dom';
import { MAX_MONTHS_PER_PAYMENT } from '@portal/contracts/shapes';
import { firstOfMonthInIndia, monthsBetween, monthsLater } from '@portal/contracts/rules';
import type { CurrentUser } from '../../api/auth';
import { useMembersQuery } from '../../api/members';
import {
  useDueRecordsQuery,
  useMemberMonthsQuery,
  useSchemeSettingsQuery,
  type MemberMonths,
  type PaymentRecord,
  type Scheme,
} from '../../api/payments';
import { rolesWhoMay, useAdminCan } from '../../components/use-admin-can';
import { ContentSpinner } from '../../components/FullPageSpinner';
import { PageHeading } from '../../components/PageHeading';
import { PlainField } from '../../components/plain/PlainField';
import { usePageTitle } from '../../components/use-page-title';
import { monthLabelIn } from '../../i18n/formats';
import { useShownLanguage, type Language } from '../../i18n/language';
import {
  paymentName,
  paymentStatusName,
  schemeName,
  splitAround,
  useMemberTexts,
  type MemberTexts,
} from '../../i18n/member';
import { formatDate, formatRupees } from '../../lib/format';
import { memberName } from '../../lib/member-display';
import { PICKER_MEMBERS_QUERY, memberOption, ownMemberOf, pickerMembers } from './payment-pickers';
import { isScheme } from '../../components/PaymentStatusTag';
import { Schemes } from '@portal/contracts/shapes';
import { SchemeInfoPanel, SecurityNote } from './SchemeInfoPanel';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import { useOnlinePayment } from './use-online-payment';
import './payments.css';

// Issue 30: the paid panel (with antd's Result and its illustrations) is fetched once a payment has succeeded,
// not with the page a member opens on a slow phone.
const PaidPanel = lazy(() => import('./PaidPanel').then((m) => ({ default: m.PaidPanel })));
// The admin's searchable member picker (antd's Select) comes only to admins; the page's other choices are plain
// selects in antd's look (components/plain), so a member's Make Payment loads neither antd's Select nor its Form.
const AdminMemberPicker = lazy(() => import('./AdminMemberPicker').then((m) => ({ default: m.AdminMemberPicker })));

const MONTH_COUNTS = Array.from({ length: MAX_MONTHS_PER_PAYMENT }, (_, i) => i + 1);

/** The same in every language (issue 31's allow-list keeps ₹ amounts). */
const RUPEE_SIGN = '₹';

/** A plain select shows its placeholder in the placeholder's grey until something is chosen. */
const plainSelectClass = (value: unknown) => (value ? 'plain-select' : 'plain-select plain-select-empty');

/** Pay months of dues at the scheme's amount, or exactly one pending/overdue record. */
const MONTHS = 'months';

const dueRecordLabel = (t: MemberTexts, record: PaymentRecord) =>
  t('payment.dueRecord', {
    status: paymentStatusName(t, record.status),
    date: formatDate(record.dueDate),
    amount: formatRupees(record.amount),
  });

/** Rupees with two decimals, computed in paise so 3 × 150.10 is 450.30 and never 450.29999. */
const timesMonths = (amount: string, months: number) => Math.round(Number(amount) * 100 * months) / 100;

/** The months a record covers, as people read them: 'November 2026' or 'November 2026 – January 2027'. */
const recordMonths = (language: Language, record: PaymentRecord) =>
  record.period
    ? monthLabelIn(language, record.period, monthsBetween(record.period, record.periodTo ?? record.period) + 1)
    : null;

/**
 * The months paying `months` in advance covers: from this month, or the month after the last one any record
 * covers, so a month already paid is never offered again (the server plans the same).
 */
export function advanceMonths(
  answer: MemberMonths | undefined,
  months: number,
  now = new Date(),
  language: Language = 'en',
): string {
  const current = firstOfMonthInIndia(now);
  const last = answer?.months.at(-1)?.month;
  const after = last ? monthsLater(`${last}-01`, 1) : current;
  return monthLabelIn(language, after > current ? after : current, months);
}

/** The page's title: its one h1, for a member and an admin alike (issues 29 and 30). */
function MakePaymentHeading() {
  const t = useMemberTexts();
  return <PageHeading title={t('payment.title')}>{t('payment.subtitle')}</PageHeading>;
}

/**
 * Spec part 2 §2 Make Payment (admin and member): pick who pays for which scheme, then pay online. Taking payments
 * is the treasurer's work (issue 27): an admin whose role may not, come here by the address, is told so and nothing
 * is asked of the server (a member is never held to a role).
 */
export function MakePaymentPage({ user }: { user: CurrentUser }) {
  const t = useMemberTexts();
  usePageTitle(t('payment.title'));
  const money = useAdminCan('money');
  if (!money) {
    return (
      <div className="page payments-page">
        <MakePaymentHeading />
        <Alert type="info" showIcon title={t('payment.onlyRoles', { roles: rolesWhoMay('money') })} />
      </div>
    );
  }
  return <PaymentForm user={user} />;
}

function PaymentForm({ user }: { user: CurrentUser }) {
  const t = useMemberTexts();
  const painted = useAfterFirstPaint();
  const language = useShownLanguage();
  const [params] = useSearchParams();
  const preselectedScheme = isScheme(params.get('scheme')) ? (params.get('scheme') as Scheme) : undefined;

  const members = useMembersQuery(PICKER_MEMBERS_QUERY);
  const settings = useSchemeSettingsQuery({ fresh: true });
  const [memberChoice, setMemberChoice] = useState<string | null>(null);
  const [scheme, setScheme] = useState<Scheme | undefined>(preselectedScheme);
  const [months, setMonths] = useState(1);
  const [payFor, setPayFor] = useState<string>(MONTHS);

  const isMember = user.userType === 'member';
  const listed = members.data?.members ?? [];
  const own = ownMemberOf(user, listed);
  const choices = pickerMembers(user, listed, own);
  // Spec part 2 §4: the signed-in person's own member is preselected until another is chosen.
  const memberId = memberChoice ?? own?.id;
  const member = choices.find((candidate) => candidate.id === memberId);

  const dues = useDueRecordsQuery(memberId, scheme);
  const dueRecords = dues.data ?? [];
  const chosenRecord = payFor === MONTHS ? undefined : dueRecords.find((record) => record.id === payFor);
  const memberMonths = useMemberMonthsQuery(memberId, scheme);
  const paidMonths = (memberMonths.data?.months ?? []).filter((m) => m.status === 'paid');
  // What this payment covers: the chosen due, else the oldest due (the server pays that first), else months ahead.
  const paying = chosenRecord ?? dueRecords[0];
  const covers = paying
    ? recordMonths(language, paying)
    : memberMonths.data
      ? advanceMonths(memberMonths.data, months, new Date(), language)
      : null;
  const setting = settings.data?.find((entry) => entry.scheme === scheme);
  // Without Razorpay keys on the server no scheme can be paid online, whatever its own switch says.
  const notConfigured = Boolean(settings.data?.some((entry) => !entry.isOnlinePaymentConfigured));
  const onlineEnabled = !notConfigured && (setting ? setting.isOnlinePaymentEnabled : true);
  const notOpted = Boolean(
    member && scheme && Array.isArray(member.optedSchemes) && !member.optedSchemes.includes(scheme),
  );

  let amount: number | null = null;
  if (chosenRecord) amount = Number(chosenRecord.amount);
  else if (setting) amount = timesMonths(setting.amount, months);
  const hasAmount = amount !== null && Number.isFinite(amount) && amount > 0;

  const [paidRecord, setPaidRecord] = useState<PaymentRecord | null>(null);
  const reset = () => {
    setPaidRecord(null);
    setMemberChoice(null);
    setScheme(preselectedScheme);
    setMonths(1);
    setPayFor(MONTHS);
  };
  const { pay, processing } = useOnlinePayment({ onPaid: setPaidRecord });

  const canPay = Boolean(memberId && scheme && hasAmount && !processing && onlineEnabled && !notOpted);
  const onPay = () => {
    if (!canPay || !memberId || !scheme || amount === null) return;
    void pay({
      memberId,
      scheme,
      amount,
      ...(chosenRecord ? { paymentRecordId: chosenRecord.id } : { months }),
    });
  };

  const memberOptions = choices.map((candidate) => memberOption(candidate, own, t('payment.you')));
  const chooseMember = (value: string) => {
    setMemberChoice(value);
    setPayFor(MONTHS);
  };
  const payLabel = processing
    ? t('payment.processing')
    : hasAmount
      ? t('payment.payAmount', { amount: formatRupees(amount) })
      : t('payment.pay');
  const [coversBefore, coversAfter] = splitAround(t, 'payment.covers', 'months');

  return (
    <div className="page payments-page">
      {isMember ? (
        <Link to="/member-dashboard" className="back-link">
          <ArrowLeftOutlined /> {t('payment.back')}
        </Link>
      ) : null}
      <MakePaymentHeading />

      <Row gutter={[16, 16]} className="make-payment-layout">
        <Col xs={24} lg={14}>
          <Card title={t('payment.details')}>
            {paidRecord ? (
              <Suspense fallback={<ContentSpinner />}>
                <PaidPanel record={paidRecord} onAnother={reset} />
              </Suspense>
            ) : (
              <>
                <form className="make-payment-form" onSubmit={(event) => event.preventDefault()}>
                  <PlainField id="make-payment-member" label={t('payment.member')} required>
                    {isMember ? (
                      <select
                        id="make-payment-member"
                        className={plainSelectClass(memberId)}
                        value={memberId ?? ''}
                        disabled={processing}
                        onChange={(event) => chooseMember(event.target.value)}
                      >
                        {memberId ? null : <option value="">{t('payment.selectMember')}</option>}
                        {memberOptions.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <Suspense fallback={<select id="make-payment-member" className="plain-select" disabled />}>
                        <AdminMemberPicker
                          value={memberId}
                          onChange={chooseMember}
                          options={memberOptions}
                          loading={members.isPending}
                          disabled={processing}
                        />
                      </Suspense>
                    )}
                  </PlainField>
                  <PlainField id="make-payment-scheme" label={t('payment.scheme')} required>
                    <select
                      id="make-payment-scheme"
                      className={plainSelectClass(scheme)}
                      value={scheme ?? ''}
                      disabled={processing}
                      onChange={(event) => {
                        if (!isScheme(event.target.value)) return;
                        setScheme(event.target.value);
                        setPayFor(MONTHS);
                      }}
                    >
                      {scheme ? null : <option value="">{t('payment.selectScheme')}</option>}
                      {Schemes.map((option) => (
                        <option key={option} value={option}>
                          {schemeName(t, option)}
                        </option>
                      ))}
                    </select>
                  </PlainField>
                  {notOpted && member && scheme ? (
                    <Alert
                      type="warning"
                      showIcon
                      className="payments-alert"
                      title={t('payment.notOpted')}
                      description={
                        isMember || member.id === own?.id
                          ? t('payment.notOptedYou', { scheme: paymentName(t, scheme) })
                          : t('payment.notOptedOther', { name: memberName(member), scheme: paymentName(t, scheme) })
                      }
                    />
                  ) : null}
                  {dueRecords.length ? (
                    <PlainField id="make-payment-for" label={t('payment.payFor')}>
                      <select
                        id="make-payment-for"
                        className="plain-select"
                        value={chosenRecord ? chosenRecord.id : MONTHS}
                        disabled={processing}
                        onChange={(event) => setPayFor(event.target.value)}
                      >
                        <option value={MONTHS}>{t('payment.monthly')}</option>
                        {dueRecords.map((record) => (
                          <option key={record.id} value={record.id}>
                            {dueRecordLabel(t, record)}
                          </option>
                        ))}
                      </select>
                    </PlainField>
                  ) : null}
                  {chosenRecord ? null : (
                    <PlainField id="make-payment-months" label={t('payment.months')}>
                      <select
                        id="make-payment-months"
                        className="plain-select"
                        value={months}
                        disabled={processing}
                        onChange={(event) => setMonths(Number(event.target.value))}
                      >
                        {MONTH_COUNTS.map((count) => (
                          <option key={count} value={count}>
                            {t('payment.monthCount', { count })}
                          </option>
                        ))}
                      </select>
                    </PlainField>
                  )}
                  {scheme && covers ? (
                    <p className="make-payment-covers">
                      {coversBefore}
                      <strong>{covers}</strong>
                      {coversAfter}
                    </p>
                  ) : null}
                  {scheme && paidMonths.length ? (
                    <div className="make-payment-paid-months">
                      <span className="muted">{t('payment.alreadyPaid')}</span>
                      <ul>
                        {paidMonths.map((m) => (
                          <li key={m.month}>
                            {monthLabelIn(language, m.month)}
                            {m.receiptNumber ? t('payment.receiptOf', { number: m.receiptNumber }) : ''}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                  <PlainField id="make-payment-amount" label={t('payment.amount')}>
                    <span className="plain-affix make-payment-amount" data-disabled={processing || undefined}>
                      <span className="make-payment-amount-prefix" aria-hidden="true">
                        {RUPEE_SIGN}
                      </span>
                      <input
                        id="make-payment-amount"
                        readOnly
                        disabled={processing}
                        value={hasAmount ? amount!.toFixed(2) : ''}
                        placeholder={t('payment.amountPlaceholder')}
                      />
                    </span>
                  </PlainField>
                  {notConfigured ? (
                    <Alert
                      type="error"
                      showIcon
                      className="payments-alert"
                      title={t('payment.disabled')}
                      description={t('payment.notConfigured')}
                    />
                  ) : scheme && setting && !onlineEnabled ? (
                    <Alert
                      type="error"
                      showIcon
                      className="payments-alert"
                      title={t('payment.disabled')}
                      description={t('payment.schemeDisabled')}
                    />
                  ) : null}
                  <Button
                    type="primary"
                    size="large"
                    block
                    icon={<CreditCardOutlined />}
                    loading={processing}
                    disabled={!canPay}
                    onClick={onPay}
                  >
                    {payLabel}
                  </Button>
                </form>
                <SecurityNote />
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          {/* Below the form on a phone: rendered right after the first paint (issue 30). */}
          {painted ? <SchemeInfoPanel settings={settings.data ?? []} loading={settings.isPending} /> : null}
        </Col>
      </Row>
    </div>
  );
}
