import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../api/query-client';
import { offPageStyles } from './off-page-styles';

/** Shows where the app navigated to, so tests can assert on it like a user reading the address bar. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-search={location.search}>
      {location.pathname}
    </div>
  );
}

interface RenderOptions {
  route?: string;
  /** When given, `ui` is mounted at this route pattern and other paths render nothing but the probe. */
  path?: string;
  /** Mounted as main.tsx mounts the app: under StrictMode, which runs effects twice in development. */
  strictMode?: boolean;
}

/**
 * antd's styles stay out of jsdom's document: jsdom matches every rule of every stylesheet on each
 * getComputedStyle, which Testing Library calls for each element a role query looks at. Component styles are not
 * drawn at all (`zeroRuntime`, as in a build, where they come from the built CSS); the theme's CSS variables, which
 * antd still writes, go into an element outside the page (off-page-styles.ts), emptied after each test. The one rule accessible
 * names depend on is in setup.ts.
 */
function TestStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server" container={offPageStyles}>
      <ConfigProvider theme={{ zeroRuntime: true }}>{children}</ConfigProvider>
    </StyleProvider>
  );
}

export function renderWithProviders(ui: ReactElement, { route = '/', path, strictMode }: RenderOptions = {}) {
  const queryClient = createQueryClient();
  const tree = (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        ) : (
          ui
        )}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>
  );
  const result = render(<TestStyles>{strictMode ? <StrictMode>{tree}</StrictMode> : tree}</TestStyles>);
  return { ...result, queryClient };
}
