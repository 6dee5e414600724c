import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryProviders } from './app/query-providers';
import { preloadFirstPage } from './app/lazy-pages';
import { AppRoutes } from './app/router';
import './app/global.css';

// While the sign-in check runs, fetch the code of the page the visitor opened.
preloadFirstPage(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing the #root element');

createRoot(container).render(
  <StrictMode>
    <QueryProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryProviders>
  </StrictMode>,
);
