import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  fetchCheckoutConfig,
  paymentKeys,
  useCreateOrderMutation,
  useVerifyPaymentMutation,
  type CreatedOrder,
  type PaymentRecord,
  type Scheme,
} from '../../api/payments';
import { portalTheme } from '../../app/theme';
import { useToast } from '../../components/use-toast';
import { ASSOCIATION_SHORT_NAME } from '../../lib/constants';
import { paymentFailureText } from './payment-errors';
import { paymentName, useMemberTexts } from '../../i18n/member';
import {
  loadRazorpayCheckout,
  openCheckout,
  toastEndings,
  type RazorpayConstructor,
  type RazorpayHandlerPayload,
} from '../../lib/razorpay-checkout';

/** What the payer chose: months of dues at the scheme's amount, or one of their pending/overdue records. */
export interface PaymentRequest {
  memberId: string;
  scheme: Scheme;
  /** Rupees, as shown on the Pay button; the server checks it against what it works out. */
  amount: number;
  months?: number;
  paymentRecordId?: string;
}

/** Spec part 2 §3: create-order answers the amount in paise, as the checkout takes it. */
const rupeesOf = (order: CreatedOrder) => order.amount / 100;

/**
 * Spec part 2 §4 "Online payment flow": load the gateway script, create the order, open the checkout,
 * verify what its handler returns on the server. A payment recorded hands its record to `onPaid` (the page shows
 * it as the paid panel, issue 30); every other ending has its toast. One checkout at a time: Pay pressed again
 * before the first ends (a double tap the page has not re-rendered for yet) starts nothing.
 */
export function useOnlinePayment({ onPaid }: { onPaid: (record: PaymentRecord) => void }) {
  const [processing, setProcessingState] = useState(false);
  const open = useRef(false);
  const setProcessing = (value: boolean) => {
    open.current = value;
    setProcessingState(value);
  };
  const t = useMemberTexts();
  const toast = useToast();
  const queryClient = useQueryClient();
  const createOrder = useCreateOrderMutation();
  const verify = useVerifyPaymentMutation();

  const loadCheckout = async (): Promise<RazorpayConstructor | null> => {
    try {
      const config = await queryClient.fetchQuery({ queryKey: paymentKeys.checkout(), queryFn: fetchCheckoutConfig });
      return await loadRazorpayCheckout(config.scriptUrl);
    } catch {
      toast.error(t('payment.sdkFailed'), t('payment.checkConnection'));
      return null;
    }
  };

  const verifyPayment = async (request: PaymentRequest, order: CreatedOrder, payload: RazorpayHandlerPayload) => {
    try {
      const verified = await verify.mutateAsync({
        razorpay_order_id: payload.razorpay_order_id,
        razorpay_payment_id: payload.razorpay_payment_id,
        razorpay_signature: payload.razorpay_signature,
        memberId: request.memberId,
        scheme: request.scheme,
        amount: rupeesOf(order),
      });
      onPaid(verified.record);
    } catch {
      toast.error(t('payment.verifyFailed'), t('payment.contactSupport'));
    } finally {
      setProcessing(false);
    }
  };

  const pay = async (request: PaymentRequest) => {
    if (open.current) return;
    setProcessing(true);
    const Razorpay = await loadCheckout();
    if (!Razorpay) {
      setProcessing(false);
      return;
    }

    let order: CreatedOrder;
    try {
      order = await createOrder.mutateAsync({
        memberId: request.memberId,
        scheme: request.scheme,
        amount: request.amount,
        ...(request.paymentRecordId ? { paymentRecordId: request.paymentRecordId } : { months: request.months ?? 1 }),
      });
    } catch (err) {
      toast.error(t('payment.orderFailed'), paymentFailureText(err, t('payment.tryLater')));
      setProcessing(false);
      return;
    }

    openCheckout(
      Razorpay,
      order,
      {
        name: ASSOCIATION_SHORT_NAME,
        description: t('payment.contribution', { scheme: paymentName(t, request.scheme) }),
        color: portalTheme.token?.colorPrimary,
      },
      {
        onPaid: (payload) => void verifyPayment(request, order, payload),
        ...toastEndings(toast, () => setProcessing(false), {
          cancelledTitle: t('payment.cancelledTitle'),
          cancelled: t('payment.cancelled'),
          failedTitle: t('payment.failedTitle'),
        }),
      },
    );
  };

  return { pay, processing };
}
