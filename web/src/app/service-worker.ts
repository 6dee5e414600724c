/**
 * Registers the portal's service worker (sw.js, built by web/vite/pwa.ts) once the page has loaded, so a
 * first visit's own downloads go first. Only in a build (the dev server serves no sw.js) and where the browser
 * has service workers (a secure context: https, or localhost / 127.0.0.1).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
