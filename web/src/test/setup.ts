import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearPlainToasts } from '../components/plain/plain-toast';
import { resetFollowedAccount } from '../i18n/account-language';
import { forgetTestStyles } from './off-page-styles';

// A loaded 2-core machine renders antd slower than the 1 s default wait.
configure({ asyncUtilTimeout: 5000 });

// The web tests share one jsdom per worker (`isolate: false` in vitest.config.ts), and this file runs again for each
// test file: the document and window are patched once.
const PREPARED = Symbol.for('portal.test.document-prepared');

function prepareDocument(): void {
  // The tests keep antd's stylesheets out of jsdom (see TestStyles in render.tsx). This is the rule of antd's that
  // accessible names depend on: icons and a button's icon slot are laid out inline-flex, so a browser names a
  // button with an icon "credit-card Pay", not "credit-cardPay".
  const iconLayout = document.createElement('style');
  iconLayout.textContent = '.anticon, .ant-btn-icon { display: inline-flex; }';
  document.head.appendChild(iconLayout);

  // jsdom lacks these browser APIs; antd's responsive helpers and virtual lists call them.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
  }

  // jsdom throws "Not implemented" for pseudo-element styles, which antd asks for when measuring scrollbars.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, _pseudo?: string | null) => computedStyle(element);

  // jsdom cannot parse some of antd's generated CSS and says so on every render; that noise hides real warnings.
  interface JsdomVirtualConsole {
    listeners(event: string): ((error: { type?: string }) => void)[];
    removeAllListeners(event: string): void;
    on(event: string, listener: (error: { type?: string }) => void): void;
  }
  const virtualConsole = (window as unknown as { _virtualConsole?: JsdomVirtualConsole })._virtualConsole;
  if (virtualConsole) {
    const forwardErrors = virtualConsole.listeners('jsdomError');
    virtualConsole.removeAllListeners('jsdomError');
    virtualConsole.on('jsdomError', (error) => {
      if (error.type !== 'css-parsing') forwardErrors.forEach((listener) => listener(error));
    });
  }
}

const marked = window as unknown as Record<symbol, boolean>;
if (!marked[PREPARED]) {
  prepareDocument();
  marked[PREPARED] = true;
}

// Nothing a test leaves behind reaches the next test, in this file or the next one in the same jsdom.
afterEach(() => {
  cleanup();
  forgetTestStyles();
  // Toasts are drawn into <body> outside React, so RTL's cleanup leaves them.
  clearPlainToasts();
  window.sessionStorage.clear();
  window.localStorage.clear();
  // Which account's language the app followed is module state; with one jsdom per worker it would reach the next file.
  resetFollowedAccount();
  vi.useRealTimers();
});
