/**
 * The slice of Razorpay's checkout.js the portal uses (its sandbox offers the same API). The script is
 * loaded on demand, from the address the server gives (Razorpay's own, or the local sandbox's).
 */

/** What the checkout hands the success handler: verified on the server before anything is shown as paid. */
export interface RazorpayHandlerPayload {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill?: { name?: string; email?: string | null; contact?: string | null };
  theme?: { color?: string };
  handler: (payload: RazorpayHandlerPayload) => void;
  modal?: { ondismiss?: () => void };
}

export interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', listener: (failure: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** The order the server made, as create-order answers it (amount in paise). */
export interface CheckoutOrder {
  key_id: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill?: RazorpayOptions['prefill'];
}

/** How the checkout ends: paid (to verify on the server), closed by the payer, or failed with Razorpay's words. */
export interface CheckoutEndings {
  onPaid: (payload: RazorpayHandlerPayload) => void;
  onCancelled: () => void;
  onFailed: (description: string) => void;
}

/**
 * Opens the checkout for the server's order; exactly one ending is called. `fallback` names and describes the
 * payment when the order does not (the association's short name, "Annual renewal fee").
 */
export function openCheckout(
  Razorpay: RazorpayConstructor,
  order: CheckoutOrder,
  fallback: { name: string; description: string; color?: string },
  endings: CheckoutEndings,
): void {
  try {
    const checkout = new Razorpay({
      key: order.key_id,
      amount: order.amount,
      currency: order.currency,
      name: order.name || fallback.name,
      description: order.description || fallback.description,
      order_id: order.order_id,
      prefill: order.prefill,
      theme: { color: fallback.color },
      handler: endings.onPaid,
      modal: { ondismiss: endings.onCancelled },
    });
    checkout.on('payment.failed', (failure) => endings.onFailed(failure?.error?.description || 'An error occurred'));
    checkout.open();
  } catch {
    // A checkout script that cannot open (blocked pop-up, broken script) must not leave Pay spinning.
    endings.onFailed('An error occurred');
  }
}

/** The endings every Pay shows when the checkout is closed or fails: a toast, then the button is free again. */
export function toastEndings(
  toast: { error: (title: string, text: string) => void },
  done: () => void,
  /** The toasts' words in the page's language (the member's pages, issue 31); English without. */
  texts = {
    cancelledTitle: 'Payment Cancelled',
    cancelled: 'You cancelled the payment process.',
    failedTitle: 'Payment Failed',
  },
): Pick<CheckoutEndings, 'onCancelled' | 'onFailed'> {
  return {
    onCancelled: () => {
      toast.error(texts.cancelledTitle, texts.cancelled);
      done();
    },
    onFailed: (description) => {
      toast.error(texts.failedTitle, description);
      done();
    },
  };
}

const SCRIPT_MARKER = 'data-razorpay-checkout';
let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Appends the checkout script once and answers its constructor. A failed load removes the element and
 * forgets the attempt, so the next Pay tries again (a flaky network should not need a page reload).
 */
export function loadRazorpayCheckout(scriptUrl: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (loading) return loading;
  loading = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.setAttribute(SCRIPT_MARKER, '');
    const fail = () => {
      script.remove();
      loading = null;
      reject(new Error('Failed to load Razorpay SDK'));
    };
    script.addEventListener('load', () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else fail();
    });
    script.addEventListener('error', fail);
    document.head.appendChild(script);
  });
  return loading;
}

/** The script element while it loads (tests fire its load or error event). */
export function pendingCheckoutScript(): HTMLScriptElement | null {
  return document.head.querySelector<HTMLScriptElement>(`script[${SCRIPT_MARKER}]`);
}

/** Forgets a load in progress (tests start each case from a fresh page). */
export function resetRazorpayCheckout(): void {
  loading = null;
  pendingCheckoutScript()?.remove();
}
