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
