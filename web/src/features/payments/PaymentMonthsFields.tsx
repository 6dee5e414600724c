import { useEffect, useRef } from 'react';
import { Col, Form, Input, Typography, type FormInstance } from 'antd';
import { useMemberMonthsQuery, type MemberMonths, type Scheme } from '../../api/payments';
import { formatRupees } from '../../lib/format';
import { useAdminPaymentFormsTexts } from '../../i18n/admin-payment-forms';
import { monthLabelIn } from '../../i18n/formats';
import { useShownLanguage, type Language } from '../../i18n/language';
import { monthsCovered, type RecordFormValues } from './record-form';

/** Rupees with two decimals, computed in paise so 3 × 150.10 is 450.30. */
const timesMonths = (amount: string, months: number) => (Math.round(Number(amount) * 100 * months) / 100).toFixed(2);

/**
 * 'November 2026 (RCPT-2026-000123)': the months already paid, each with the receipt that covers it, the months
 * named in `language` ('ನವೆಂಬರ್ 2026').
 */
export function paidMonthsText(months: MemberMonths | undefined, language: Language = 'en'): string | null {
  const paid = (months?.months ?? []).filter((m) => m.status === 'paid');
  if (paid.length === 0) return null;
  return paid
    .map((m) => `${monthLabelIn(language, m.month)}${m.receiptNumber ? ` (${m.receiptNumber})` : ''}`)
    .join(', ');
}

/**
 * The months a record covers (spec: every payment covers stated months), in a Row. With `member` and `scheme`
 * known, a new record is prefilled with the member's oldest unpaid month(s) at the scheme's amount, and the
 * months already paid are listed with their receipts; the amount follows the number of months until typed.
 */
export function PaymentMonthsFields({
  form,
  memberId,
  scheme,
  prefill,
}: {
  form: FormInstance<RecordFormValues>;
  memberId?: string;
  scheme?: Scheme;
  /** False when editing: the record's own months stay as they are. */
  prefill: boolean;
}) {
  const t = useAdminPaymentFormsTexts();
  const language = useShownLanguage();
  const months = useMemberMonthsQuery(memberId, scheme);
  const answer = months.data;
  // The amount this field last filled in: while the amount is still that (or empty), the admin has not typed one.
  const filled = useRef<string | null>(null);
  // The months the dialog holds without the admin's doing (the record's own, then the suggestion).
  const given = useRef({
    period: String(form.getFieldValue('period') ?? ''),
    periodTo: String(form.getFieldValue('periodTo') ?? ''),
  });
  const untyped = () => {
    const amount = String(form.getFieldValue('amount') ?? '');
    return amount === '' || amount === filled.current;
  };
  const fill = (amount: string) => {
    filled.current = amount;
    form.setFieldValue('amount', amount);
  };
  useEffect(() => {
    if (!prefill || !answer) return;
    const { suggested } = answer;
    const current = {
      period: form.getFieldValue('period') as string,
      periodTo: form.getFieldValue('periodTo') as string,
    };
    if (current.period === given.current.period && current.periodTo === given.current.periodTo) {
      given.current = { period: suggested.period, periodTo: suggested.periodTo };
      form.setFieldsValue(given.current);
    }
    // What the dialog started with (the scheme's amount in the quick dialog) counts as not typed.
    if (filled.current === null) filled.current = String(form.getFieldValue('amount') ?? '');
    if (untyped()) fill(Number(suggested.amount).toFixed(2));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fill and untyped read the form; the answer decides
  }, [form, prefill, answer]);

  // The amount follows the months the admin chooses at the scheme's monthly amount, until they type one.
  const period = Form.useWatch('period', form) as string | undefined;
  const periodTo = Form.useWatch('periodTo', form) as string | undefined;
  const covered = monthsCovered({ period: period ?? '', periodTo: periodTo ?? '' });
  useEffect(() => {
    // Watched values a render behind the form (just after the suggestion was filled in) are no choice of the admin.
    if (period !== form.getFieldValue('period') || periodTo !== form.getFieldValue('periodTo')) return;
    const chosenByHand = (period ?? '') !== given.current.period || (periodTo ?? '') !== given.current.periodTo;
    if (answer && chosenByHand && untyped()) fill(timesMonths(answer.monthlyAmount, covered));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fill and untyped read the form; the months decide
  }, [form, answer, covered, period, periodTo]);

  const paid = paidMonthsText(answer, language);
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item label={t('fields.fromMonth')} name="period" required>
          <Input type="month" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          label={t('fields.toMonth')}
          name="periodTo"
          extra={answer ? t('fields.perMonth', { amount: formatRupees(answer.monthlyAmount) }) : undefined}
        >
          <Input type="month" />
        </Form.Item>
      </Col>
      {paid ? (
        <Col span={24}>
          <Typography.Paragraph type="secondary" className="paid-months">
            {t('fields.alreadyPaid', { months: paid })}
          </Typography.Paragraph>
        </Col>
      ) : null}
    </>
  );
}
