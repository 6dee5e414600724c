import { useState } from 'react';
import { Alert, Button, Card, Skeleton, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { MandateStatus, Scheme } from '@portal/contracts/shapes';
import {
  autoPayKeys,
  useChangeMandateMutation,
  useMyAutoPayQuery,
  useSetUpMandateMutation,
  type Mandate,
} from '../../api/autopay';
import { fetchCheckoutConfig, paymentKeys } from '../../api/payments';
import { portalTheme } from '../../app/theme';
import { useToast } from '../../components/use-toast';
import { schemeName, useMemberTexts } from '../../i18n/member';
import { formatRupees } from '../../lib/format';
import { loadRazorpayCheckout, type RazorpayOptions } from '../../lib/razorpay-checkout';
import { serverMessageOr } from '../../lib/server-message';

const STATUS_COLOURS: Partial<Record<MandateStatus, string>> = {
  active: 'green',
  authenticated: 'green',
  pending: 'orange',
  halted: 'red',
  paused: 'default',
};
/** Mandates that still stand: a new one cannot be set up beside them. */
const STANDING: readonly MandateStatus[] = ['authenticated', 'active', 'pending', 'halted', 'paused'];

/**
 * UPI AutoPay on the member's dashboard (issue 33): per scheme they are in, its monthly amount and their mandate's
 * state; Set Up AutoPay opens Razorpay's checkout with the mandate's subscription_id (as Make Payment opens it with an
 * order), and the member pauses, resumes or cancels a standing mandate. Each debit then shows in their payments with
 * its receipt.
 */
export function AutoPayCard() {
  const t = useMemberTexts();
  const { data, isPending, isError } = useMyAutoPayQuery();
  const schemes = data?.schemes ?? [];
  if (!isPending && !isError && schemes.length === 0) return null;
  return (
    <Card title={<h2 className="member-card-title">{t('autopay.title')}</h2>}>
      <p className="muted">{t('autopay.intro')}</p>
      {isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : isError ? (
        <Alert type="error" showIcon title={t('autopay.loadFailed')} />
      ) : (
        <ul className="autopay-schemes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {schemes.map((entry) => (
            <AutoPayScheme key={entry.scheme} scheme={entry.scheme} amount={entry.amount} mandate={entry.mandate} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function AutoPayScheme({ scheme, amount, mandate }: { scheme: Scheme; amount: string; mandate: Mandate | null }) {
  const t = useMemberTexts();
  const toast = useToast();
  const queryClient = useQueryClient();
  const setUp = useSetUpMandateMutation();
  const change = useChangeMandateMutation();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const status: MandateStatus | 'none' = mandate ? mandate.status : 'none';
  const standing = mandate !== null && STANDING.includes(mandate.status);
  const name = schemeName(t, scheme);

  const authorise = async () => {
    setBusy(true);
    try {
      const checkout = await setUp.mutateAsync(scheme);
      const config = await queryClient.fetchQuery({ queryKey: paymentKeys.checkout(), queryFn: fetchCheckoutConfig });
      const Razorpay = await loadRazorpayCheckout(config.scriptUrl);
      const done = () => {
        setBusy(false);
        void queryClient.invalidateQueries({ queryKey: autoPayKeys.all });
      };
      // Razorpay's checkout for a subscription: subscription_id instead of an order (and no amount).
      const options = {
        key: checkout.keyId,
        subscription_id: checkout.subscriptionId,
        name: checkout.name,
        description: checkout.description,
        prefill: checkout.prefill,
        theme: { color: portalTheme.token?.colorPrimary },
        handler: () => {
          toast.success(t('autopay.setUpDone'), t('autopay.setUpDoneText'));
          done();
        },
        modal: { ondismiss: done },
      } as unknown as RazorpayOptions;
      const opened = new Razorpay(options);
      opened.on('payment.failed', (failure) => {
        toast.error(t('autopay.failed'), failure?.error?.description ?? '');
        done();
      });
      opened.open();
    } catch (error) {
      toast.error(t('autopay.failed'), serverMessageOr(error, ''));
      setBusy(false);
    }
  };

  const act = async (action: 'pause' | 'resume' | 'cancel') => {
    setConfirming(false);
    try {
      await change.mutateAsync({ id: mandate!.id, action });
    } catch (error) {
      toast.error(t('autopay.failed'), serverMessageOr(error, ''));
    }
  };

  return (
    <li className="autopay-scheme" data-testid={`autopay-${scheme}`} style={{ padding: '8px 0' }}>
      <Space wrap>
        <strong>{name}</strong>
        <span>{t('autopay.perMonth', { amount: formatRupees(mandate?.amount ?? amount) })}</span>
        <Tag color={STATUS_COLOURS[status as MandateStatus]}>{t(`autopay.status.${status}`)}</Tag>
      </Space>
      {mandate && mandate.chargedMonths.length > 0 ? (
        <p className="muted small">{t('autopay.paidMonths', { months: mandate.chargedMonths.join(', ') })}</p>
      ) : null}
      <Space wrap style={{ marginTop: 4 }}>
        {!standing ? (
          <Button type="primary" loading={busy} onClick={() => void authorise()}>
            {t('autopay.setUp')}
          </Button>
        ) : null}
        {mandate?.status === 'active' ? (
          <Button loading={change.isPending} onClick={() => void act('pause')}>
            {t('autopay.pause')}
          </Button>
        ) : null}
        {mandate?.status === 'paused' ? (
          <Button loading={change.isPending} onClick={() => void act('resume')}>
            {t('autopay.resume')}
          </Button>
        ) : null}
        {standing ? (
          <Button danger onClick={() => setConfirming(true)}>
            {t('autopay.cancel')}
          </Button>
        ) : null}
      </Space>
      {confirming ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t('autopay.cancelConfirm', { scheme: name })}
          action={
            <Button danger size="small" loading={change.isPending} onClick={() => void act('cancel')}>
              {t('autopay.cancel')}
            </Button>
          }
        />
      ) : null}
    </li>
  );
}
