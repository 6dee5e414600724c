import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearPlainToasts } from '../components/plain/plain-toast';

// A loaded 2-core machine renders antd slower than the 1 s default wait.
configure({ asyncUtilTimeout: 5000 });

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

afterEach(() => {
  cleanup();
  // Toasts are drawn into <body> outside React, so RTL's cleanup leaves them.
  clearPlainToasts();
  window.sessionStorage.clear();
});
