import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdCardWithoutTabs } from './vite/antd-card-without-tabs.ts';
import { antdUnusedTooltips } from './vite/antd-unused-tooltips.ts';
import { antdStaticStyles } from './vite/antd-static-styles.ts';
import { portalTheme } from './src/app/theme.ts';
import { antdFormContextOnly } from './vite/antd-form-context.ts';
import { chunkGroups } from './vite/chunk-groups.ts';
import { precompress } from './vite/precompress.ts';
import { portalPwa } from './vite/pwa.ts';
import { routeDocuments } from './vite/route-documents.ts';
import { tabsMoreOnDemand } from './vite/tabs-more-on-demand.ts';

// The contracts package builds to CommonJS for the services; the web compiles its decorator-free
// entries from source instead (tsconfig.json `paths` says the same to the type checker).
const contracts = (entry: string) =>
  decodeURIComponent(new URL(`../packages/contracts/src/${entry}/index.ts`, import.meta.url).pathname);

const MEMBER_LAYOUTS = ['src/app/layouts/AntdLayout.tsx', 'src/app/layouts/MemberLayout.tsx'];

// The gateway serves the built app at / with an SPA fallback, so assets use an absolute base.
export default defineConfig({
  base: '/',
  plugins: [
    react(),
    antdFormContextOnly(),
    antdCardWithoutTabs(),
    antdUnusedTooltips(),
    // Issue 30: antd's styles drawn at build time for the portal's theme, not by antd on the phone at start-up.
    antdStaticStyles(portalTheme),
    tabsMoreOnDemand(),
    // The pages a first visit lands on, preloaded with the entry (the gateway serves routes/<name>.html).
    routeDocuments({
      '/': 'src/features/public/LandingPage.tsx',
      '/login': 'src/features/auth/LoginPage.tsx',
      '/register': 'src/features/register/RegisterPage.tsx',
      // Issue 30: a member's first pages, with the layouts they load first (antd's providers, the member header).
      '/member-dashboard': [...MEMBER_LAYOUTS, 'src/features/member-portal/MemberDashboardPage.tsx'],
      '/make-payment': [...MEMBER_LAYOUTS, 'src/features/payments/MakePaymentPage.tsx'],
      '/profile-settings': [...MEMBER_LAYOUTS, 'src/features/profile-settings/ProfileSettingsPage.tsx'],
    }),
    // The web app manifest, its icons and the service worker (sw.js) that keeps the app shell for offline use.
    ...portalPwa(),
    // Brotli and gzip copies beside each text file, which the gateway sends as they are.
    precompress(),
  ],
  resolve: {
    alias: {
      '@portal/contracts/shapes': contracts('shapes'),
      '@portal/contracts/rules': contracts('rules'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Issue 30: every antd piece and helper two lazily loaded pages share was a chunk of its own, many of
        // them under a kilobyte: the member dashboard loaded 95 JavaScript files, a request each on a slow
        // phone. Common chunks under 8 KB (before minifying) are copied into the chunks that use them instead,
        // and the groups in vite/chunk-groups.ts put what a member's first pages need into a few files
        // (the dashboard: 11 JavaScript files, /login 3 and its page).
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          groups: chunkGroups,
        },
      },
    },
  },
});
