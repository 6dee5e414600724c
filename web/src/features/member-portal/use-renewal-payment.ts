import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  fetchCheckoutConfig,
  paymentKeys,
  useCreateRenewalOrderMutation,
  useVerifyPaymentMutation,
  type CreatedOrder,
} from '../../api/payments';
import { portalTheme } from '../../app/theme';
import { useToast } from '../../components/use-toast';
import { useMemberTexts } from '../../i18n/member';
import { ASSOCIATION_SHORT_NAME } from '../../lib/constants';
import { serverMessageOr } from '../../lib/server-message';
import {
  loadRazorpayCheckout,
  openCheckout,
  toastEndings,
  type RazorpayHandlerPayload,
} from '../../lib/razorpay-checkout';

/**
 * The member pays their renewal online (issue 26): the server makes an order for the association's renewal fee,
 * the checkout takes the payment, the server verifies it; once recorded (by this callback, Razorpay's webhook or
 * the reconciliation) the fee gets its receipt and the renewal completes by itself.
 */
export function useRenewalPayment() {
  const [processing, setProcessing] = useState(false);
  const [paid, setPaid] = useState(false);
  const t = useMemberTexts();
  const toast = useToast();
  const queryClient = useQueryClient();
  const createOrder = useCreateRenewalOrderMutation();
  const verify = useVerifyPaymentMutation();

  const verifyPayment = async (payload: RazorpayHandlerPayload) => {
    try {
      await verify.mutateAsync({
        razorpay_order_id: payload.razorpay_order_id,
        razorpay_payment_id: payload.razorpay_payment_id,
        razorpay_signature: payload.razorpay_signature,
      });
      setPaid(true);
      toast.success(t('renewal.feePaid'), t('renewal.paidToast'));
      // The membership's new end date, the renewal request and the receipt: read again.
      void queryClient.invalidateQueries();
    } catch {
      toast.error(t('payment.verifyFailed'), t('payment.contactSupport'));
    } finally {
      setProcessing(false);
    }
  };

  const pay = async () => {
    setProcessing(true);
    let Razorpay;
    try {
      const config = await queryClient.fetchQuery({ queryKey: paymentKeys.checkout(), queryFn: fetchCheckoutConfig });
      Razorpay = await loadRazorpayCheckout(config.scriptUrl);
    } catch {
      toast.error(t('payment.sdkFailed'), t('payment.checkConnection'));
      setProcessing(false);
      return;
    }
    let order: CreatedOrder;
    try {
      order = await createOrder.mutateAsync();
    } catch (err) {
      toast.error(t('payment.orderFailed'), serverMessageOr(err, t('payment.tryLater')));
      setProcessing(false);
      return;
    }
    openCheckout(
      Razorpay,
      order,
      { name: ASSOCIATION_SHORT_NAME, description: t('feeKinds.renewal_fee'), color: portalTheme.token?.colorPrimary },
      {
        onPaid: (payload) => void verifyPayment(payload),
        ...toastEndings(toast, () => setProcessing(false), {
          cancelledTitle: t('payment.cancelledTitle'),
          cancelled: t('payment.cancelled'),
          failedTitle: t('payment.failedTitle'),
        }),
      },
    );
  };

  return { pay, processing, paid };
}
