import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/query-client';
import { QueryProviders } from './app/query-providers';
import { preloadFirstPage } from './app/lazy-pages';
import { AppRoutes } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { applyStoredLanguage } from './i18n/switch-language';
import './app/global.css';
// The plain controls and toasts (no antd) are in the entry's CSS: the landing, login and registration pages
// use them, toasts show on every page, and a first visit then waits for no further style sheet.
import './components/plain/plain-button.css';
import './components/plain/plain-form.css';
import './components/plain/plain-toast.css';

// While the sign-in check runs, fetch the code (and for /register the data) of the page the visitor opened.
const queryClient = createQueryClient();
// Issue 31: a visitor who chose ಕನ್ನಡ before gets it again (its texts download alongside the page's code).
void applyStoredLanguage().catch(() => undefined);
preloadFirstPage(window.location.pathname, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing the #root element');

createRoot(container).render(
  <StrictMode>
    <QueryProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryProviders>
  </StrictMode>,
);

// Issue 30: the installable portal, with the signed-in member's ID card kept for use without signal.
registerServiceWorker();
