import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { addRecord, createOrder, payInSandbox, projectedInPayments } from '../../support/fixtures/payments';
import type { AuditSweep, SweptMember } from './audit-sweep.fixtures';

/** Payments: fees, scheme settings, records, refunds, links, Razorpay, conflicts, dues lapses, AutoPay. */
export async function drivePayments(sweep: AuditSweep, { ravi, raviSession }: SweptMember): Promise<void> {
  const { stack, office, officeId, drive, admin, member, visitor, sql } = sweep;
  await projectedInPayments(office, ravi.id, 'esi', 'active');
  const fees = (await office.get('/api/membership-fees')).json;
  await drive('PUT /api/membership-fees', admin(officeId), () =>
    office.put('/api/membership-fees', { joiningFee: Number(fees.joiningFee) + 50, renewalFee: fees.renewalFee }),
  );
  const postal = ((await office.get('/api/scheme-settings')).json as Array<{ id: string; scheme: string }>).find(
    (setting) => setting.scheme === 'postal',
  )!;
  await drive('PUT /api/scheme-settings/{id}', admin(officeId), () =>
    office.put(`/api/scheme-settings/${postal.id}`, { description: 'Postal accident cover, monthly' }),
  );
  const record = await drive('POST /api/payment-records', admin(officeId), () =>
    office.post('/api/payment-records', {
      memberId: ravi.id,
      scheme: 'esi',
      amount: 200,
      status: 'paid',
      paymentMethod: 'cash',
      period: '2031-01',
    }),
  );
  await drive('PUT /api/payment-records/{id}', admin(officeId), () =>
    office.put(`/api/payment-records/${record.json.id}`, { notes: 'Paid at the Mysuru office' }),
  );
  await drive('POST /api/payment-records/{id}/refunds', admin(officeId), () =>
    office.post(`/api/payment-records/${record.json.id}/refunds`, {
      amount: 50,
      reason: 'Overpaid at the counter',
      method: 'cash',
      reference: 'CASH-BACK-1',
    }),
  );
  // Issue 33: a payment link the member pays without signing in (months in advance here).
  await drive('POST /api/payment-links', admin(officeId), () =>
    office.post('/api/payment-links', { memberId: ravi.id, scheme: 'esi', months: 2 }),
  );
  const cash = await addRecord(office, {
    memberId: ravi.id,
    scheme: 'kutumba_barosa',
    amount: 100,
    status: 'paid',
    paymentMethod: 'cash',
    period: '2031-03',
  });
  const online = await addRecord(office, {
    memberId: ravi.id,
    scheme: 'kutumba_barosa',
    amount: 200,
    status: 'paid',
    paymentMethod: 'upi',
    period: '2031-04',
  });
  // What the RecordMonths migration leaves behind for the office to settle (as payments-review.spec makes it).
  await sql('payments', `UPDATE payment_records SET period_start = '2031-03-01', period_months = 2 WHERE id = $1`, [
    online.id,
  ]);
  await sql('payments', `INSERT INTO record_month_clashes (record_id, month, held_by) VALUES ($1, '2031-03-01', $2)`, [
    online.id,
    cash.id,
  ]);
  await drive('POST /api/payment-records/month-clashes/settle', admin(officeId), () =>
    office.post('/api/payment-records/month-clashes/settle', {
      recordId: online.id,
      month: '2031-03',
      keepRecordId: cash.id,
      note: 'Cash came first',
    }),
  );

  const order = await drive('POST /api/razorpay/create-order', member(ravi.id), () =>
    raviSession.post('/api/razorpay/create-order', { scheme: 'esi' }),
  );
  const paid = await payInSandbox(stack, order.json.order_id, { webhooks: 0 });
  await drive('POST /api/razorpay/verify-payment', member(ravi.id), () =>
    raviSession.post('/api/razorpay/verify-payment', paid),
  );
  const byWebhook = await createOrder(raviSession, { scheme: 'kutumba_barosa' });
  const captured = await payInSandbox(stack, byWebhook, { webhooks: 0 });
  const webhook = stack.razorpaySandbox!.signedWebhook('payment.captured', captured.razorpay_payment_id);
  await drive('POST /api/razorpay/webhook', visitor, async () => {
    const res = await fetch(`${stack.url}/api/razorpay/webhook`, {
      method: 'POST',
      headers: webhook.headers,
      body: webhook.body,
    });
    const text = await res.text();
    return { status: res.status, text, headers: res.headers };
  });
  const conflictOrder = await createOrder(raviSession, { scheme: 'esi' });
  const [{ id: conflictId }] = await sql<{ id: string }>(
    'payments',
    `INSERT INTO razorpay_payment_conflicts (razorpay_payment_id, razorpay_order_id, recorded_order_id,
                                             recorded_record_id, source)
     VALUES ($1, $2, 'order_elsewhere', $3, 'payment.captured') RETURNING id`,
    [`pay_${randomUUID().slice(0, 12)}`, conflictOrder, record.json.id],
  );
  await drive('POST /api/razorpay/conflicts/{id}/resolve', admin(officeId), () =>
    office.post(`/api/razorpay/conflicts/${conflictId}/resolve`, { note: 'Charged once; a replay' }),
  );
  // An online renewal opens a renewal request for the member: the order's row is the one on record.
  await sql('membership', `UPDATE members SET membership_end_date = now() + interval '10 days' WHERE id = $1`, [
    ravi.id,
  ]);
  await drive('POST /api/razorpay/renewal-order', member(ravi.id), () =>
    raviSession.post('/api/razorpay/renewal-order', {}),
  );
  // Issue 33: the office sends the renewal fee as a payment link, for the request the renewal order opened.
  await drive('POST /api/payment-links/renewal-fee', admin(officeId), () =>
    office.post('/api/payment-links/renewal-fee', { memberId: ravi.id }),
  );
  // Issue 33: the office's decision about a member with six months of a scheme unpaid.
  await addRecord(office, {
    memberId: ravi.id,
    scheme: 'esi',
    amount: 1200,
    status: 'overdue',
    period: '2029-01',
    periodTo: '2029-06',
  });
  await drive('POST /api/dues-lapses/decisions', admin(officeId), () =>
    office.post('/api/dues-lapses/decisions', {
      memberId: ravi.id,
      scheme: 'esi',
      decision: 'kept',
      note: 'Paying from March',
    }),
  );
  // Issue 33: UPI AutoPay: the member sets up a mandate, authorises it in the sandbox's checkout, pauses, resumes
  // and cancels it.
  const mandate = await drive('POST /api/autopay/mandates', member(ravi.id), () =>
    raviSession.post('/api/autopay/mandates', { scheme: 'esi' }),
  );
  const authorised = await fetch(
    `${stack.razorpaySandbox!.url}/v1/checkout/subscriptions/${mandate.json.subscriptionId}/pay`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ method: 'upi' }) },
  );
  assert.equal(authorised.status, 200);
  for (const action of ['pause', 'resume', 'cancel']) {
    await drive(`POST /api/autopay/mandates/{id}/${action}`, member(ravi.id), () =>
      raviSession.post(`/api/autopay/mandates/${mandate.json.mandate.id}/${action}`),
    );
  }
}
