import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_ICONS, appIconFiles } from './app-icons.ts';
import { offlineShellFiles } from './offline-shell.ts';

/** The colours of the portal's theme (src/app/theme.ts: colorPrimary and the layout's body background). */
export const THEME_COLOR = '#1d4ed8';
export const BACKGROUND_COLOR = '#f5f7fb';

/** The page the member's card is shown from when the network is gone (src/features/offline-card). */
const OFFLINE_CARD_PAGE = 'src/features/offline-card/OfflineCardPage.tsx';
/**
 * What the offline card needs in Kannada (issue 31): i18next with the translation glue, which the entry loads at
 * start-up for a stored choice of ಕನ್ನಡ (i18n/language.ts), and the Kannada catalogues it then loads (i18n.ts).
 */
export const OFFLINE_LANGUAGE_MODULES = ['src/i18n/i18n.ts', 'src/i18n/locales/kn/index.ts'];

/** Writes the manifest's PNG icons into the build (drawn from the favicon's shapes, web/vite/app-icons.ts). */
function appIcons(): Plugin {
  return {
    name: 'portal-app-icons',
    apply: 'build',
    generateBundle() {
      for (const icon of appIconFiles()) this.emitFile({ type: 'asset', fileName: icon.fileName, source: icon.source });
    },
  };
}

/**
 * The installable portal (issue 30): the web app manifest, and a Workbox service worker (sw.js) that
 * - precaches only index.html, the entry with what it imports, the offline card page, and i18next with the
 *   Kannada catalogues (a member who chose ಕನ್ನಡ sees the card in Kannada offline): what an offline reload
 *   needs, fetched once the page has loaded (the hashed files of the first visit from the browser's cache, as
 *   they are not cache-busted), so a first visit is not made heavier by the ~100 lazily loaded chunks;
 * - caches the other hashed chunks as they are used (CacheFirst: a changed file is a new URL);
 * - answers navigations from the network, and with the precached index.html when the network is gone, so an
 *   offline reload shows the app;
 * - never handles /api/: the member's card is kept by the app itself (src/features/offline-card), only for a
 *   signed-in member, and removed at sign-out.
 * The app registers sw.js itself (src/app/service-worker.ts): the gateway's CSP allows no inline script.
 */
export function portalPwa(): Plugin[] {
  let precache = new Set<string>();
  const selectOfflineShell: Plugin = {
    name: 'portal-offline-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, output) {
      precache = new Set([
        'index.html',
        ...offlineShellFiles(output, [OFFLINE_CARD_PAGE, ...OFFLINE_LANGUAGE_MODULES]),
      ]);
    },
  };
  return [
    appIcons(),
    selectOfflineShell,
    ...VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: false,
      includeManifestIcons: false,
      manifestFilename: 'manifest.webmanifest',
      filename: 'sw.js',
      manifest: {
        id: '/',
        name: 'Karnataka Photographers Welfare Association',
        short_name: 'KPWA',
        description: 'Membership portal and ID card of the Karnataka Photographers Welfare Association',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: APP_ICONS.map((icon) => ({
          src: `/${icon.file}`,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: icon.purpose,
        })),
      },
      workbox: {
        globPatterns: ['index.html', 'assets/**/*.{js,css}'],
        manifestTransforms: [
          (entries) => ({ manifest: entries.filter((entry) => precache.has(entry.url)), warnings: [] }),
        ],
        // Hashed names change with their content: fetched as they are (the browser's cache answers them).
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // No navigateFallback: it would answer every navigation from the precache, so after a release a page
        // could start an old entry whose lazily loaded chunks are gone. Online the document comes from the
        // gateway as before (with its route's preloads); only when the network fails, from the precache.
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/api(\/|$)/.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'index.html' } },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'portal-assets',
              expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        sourcemap: false,
      },
    }),
  ];
}
