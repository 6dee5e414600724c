/**
 * Source of the sandbox's `checkout.js`: `window.Razorpay` with the API of
 * Razorpay's Standard Checkout (`new Razorpay(options)`, `open()`, `close()`,
 * `on('payment.failed', cb)`, `options.handler`, `options.modal.ondismiss`).
 *
 * It runs on the portal's page under its Content-Security-Policy: plain DOM
 * built with createElement/textContent (no innerHTML, no eval, no <style>
 * element, no images or fonts), styles only through `element.style`, and the
 * only requests go to the sandbox's own origin.
 */
export function checkoutScript(sandboxUrl: string): string {
  return `/* Razorpay sandbox checkout: a local stand-in for https://checkout.razorpay.com/v1/checkout.js */
(function () {
  'use strict';
  var script = document.currentScript;
  // The address the page loaded this script from reaches the sandbox; the configured one is the fallback.
  var ORIGIN = script && script.src ? new URL(script.src).origin : ${JSON.stringify(sandboxUrl)};
  var METHODS = [['upi', 'UPI'], ['card', 'Card'], ['netbanking', 'Net banking'], ['wallet', 'Wallet']];

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) Object.assign(node.style, style);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function rupees(paise) {
    if (paise === undefined || paise === null) return 'AutoPay mandate';
    return '\\u20b9' + (Number(paise) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  function button(label, background, color) {
    var node = el('button', {
      padding: '10px 16px', border: '1px solid ' + background, borderRadius: '6px', background: background,
      color: color, fontSize: '14px', fontWeight: '600', cursor: 'pointer', flex: '1'
    }, label);
    node.type = 'button';
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: the key option is required');
    this._options = options;
    this._listeners = {};
    this._root = null;
    this._onKey = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).forEach(function (callback) { callback(payload); });
  };

  Razorpay.prototype.close = function () {
    if (!this._root) return;
    this._root.remove();
    this._root = null;
    document.removeEventListener('keydown', this._onKey);
  };

  Razorpay.prototype._dismiss = function () {
    if (!this._root) return;
    this.close();
    var modal = this._options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype._post = function (action, body) {
    // Opened with subscription_id (a mandate, UPI AutoPay), Pay authorises the subscription; else it pays the order.
    var url = this._options.subscription_id
      ? ORIGIN + '/v1/checkout/subscriptions/' + encodeURIComponent(this._options.subscription_id) + '/' + action
      : ORIGIN + '/v1/checkout/orders/' + encodeURIComponent(this._options.order_id || '') + '/' + action;
    return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (res) {
        return res.json().then(function (data) {
          if (!res.ok) throw new Error((data && data.error && data.error.description) || 'The sandbox refused the payment');
          return data;
        });
      });
  };

  Razorpay.prototype.open = function () {
    if (this._root) return this;
    var self = this;
    var options = this._options;
    var prefill = options.prefill || {};
    var accent = (options.theme && options.theme.color) || '#3399cc';

    var overlay = el('div', {
      position: 'fixed', inset: '0', zIndex: '2147483000', background: 'rgba(0,0,0,0.55)', display: 'flex',
      alignItems: 'center', justifyContent: 'center', fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif'
    });
    overlay.setAttribute('data-razorpay-sandbox', '');
    var dialog = el('div', {
      background: '#fff', color: '#1f2937', borderRadius: '10px', width: '360px', maxWidth: 'calc(100vw - 32px)',
      boxShadow: '0 12px 40px rgba(0,0,0,0.3)', overflow: 'hidden'
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', 'Razorpay Checkout');

    var header = el('div', { background: accent, color: '#fff', padding: '16px 20px' });
    header.appendChild(el('div', { fontSize: '16px', fontWeight: '700' }, options.name || 'Razorpay'));
    if (options.description) header.appendChild(el('div', { fontSize: '13px', opacity: '0.9' }, options.description));
    var amount = el('div', { fontSize: '22px', fontWeight: '700', marginTop: '8px' }, rupees(options.amount));
    amount.setAttribute('data-testid', 'razorpay-amount');
    header.appendChild(amount);
    dialog.appendChild(header);

    var body = el('div', { padding: '16px 20px' });
    body.appendChild(el('div', { fontSize: '12px', color: '#b45309', marginBottom: '8px' }, 'Test mode: local Razorpay sandbox, no money moves'));
    if (prefill.email || prefill.contact) {
      body.appendChild(el('div', { fontSize: '13px', marginBottom: '8px' }, [prefill.email, prefill.contact].filter(Boolean).join(' \\u00b7 ')));
    }
    var methods = el('fieldset', { border: '1px solid #e5e7eb', borderRadius: '6px', padding: '8px 12px', margin: '0 0 12px' });
    methods.appendChild(el('legend', { fontSize: '13px', padding: '0 4px' }, 'Payment method'));
    var group = 'rzp-sandbox-method-' + Math.random().toString(36).slice(2);
    METHODS.forEach(function (method, index) {
      var label = el('label', { display: 'flex', alignItems: 'center', gap: '8px', padding: '4px 0', fontSize: '14px', cursor: 'pointer' });
      var radio = el('input');
      radio.type = 'radio';
      radio.name = group;
      radio.value = method[0];
      radio.checked = index === 0;
      label.appendChild(radio);
      label.appendChild(document.createTextNode(method[1]));
      methods.appendChild(label);
    });
    body.appendChild(methods);

    // Sandbox only: how many copies of the webhook to send (0 simulates a lost one, 2 a duplicate).
    var webhooksLabel = el('label', { display: 'flex', alignItems: 'center', gap: '8px', fontSize: '12px', color: '#6b7280', marginBottom: '12px' });
    webhooksLabel.appendChild(el('span', null, 'Webhooks to send'));
    var webhooks = el('select', { fontSize: '12px' });
    webhooks.setAttribute('aria-label', 'Webhooks to send');
    ['0', '1', '2'].forEach(function (count) {
      var option = el('option', null, count);
      option.value = count;
      option.selected = count === '1';
      webhooks.appendChild(option);
    });
    webhooksLabel.appendChild(webhooks);
    body.appendChild(webhooksLabel);

    var status = el('div', { fontSize: '13px', minHeight: '18px', marginBottom: '8px', color: '#b91c1c' });
    status.setAttribute('role', 'status');
    body.appendChild(status);

    var actions = el('div', { display: 'flex', gap: '8px' });
    var pay = button('Pay', accent, '#fff');
    var fail = button('Fail', '#fee2e2', '#b91c1c');
    var cancel = button('Cancel', '#fff', '#374151');
    cancel.style.borderColor = '#d1d5db';
    actions.appendChild(pay);
    actions.appendChild(fail);
    actions.appendChild(cancel);
    body.appendChild(actions);
    dialog.appendChild(body);
    overlay.appendChild(dialog);

    function chosen() {
      var checked = methods.querySelector('input:checked');
      return {
        method: checked ? checked.value : 'upi',
        webhooks: Number(webhooks.value),
        email: prefill.email || undefined,
        contact: prefill.contact || undefined,
        description: options.description || undefined
      };
    }
    var working = false;
    function busy(on) {
      working = on;
      [pay, fail, cancel].forEach(function (b) { b.disabled = on; b.style.opacity = on ? '0.6' : '1'; });
    }

    pay.addEventListener('click', function () {
      busy(true);
      status.textContent = '';
      self._post('pay', chosen()).then(function (response) {
        self.close();
        if (typeof options.handler === 'function') options.handler(response);
      }, function (error) {
        busy(false);
        status.textContent = error.message;
      });
    });
    fail.addEventListener('click', function () {
      busy(true);
      status.textContent = '';
      self._post('fail', chosen()).then(function (response) {
        busy(false);
        // Like Razorpay, the checkout stays open after a failure so the payer can retry or cancel.
        status.textContent = 'Payment failed. Try again or cancel.';
        self._emit('payment.failed', { error: response.error });
      }, function (error) {
        busy(false);
        status.textContent = error.message;
      });
    });
    cancel.addEventListener('click', function () { self._dismiss(); });
    this._onKey = function (event) { if (event.key === 'Escape' && !working) self._dismiss(); };
    document.addEventListener('keydown', this._onKey);

    document.body.appendChild(overlay);
    this._root = overlay;
    pay.focus();
    return this;
  };

  Razorpay.sandbox = true;
  window.Razorpay = Razorpay;
})();
`;
}
