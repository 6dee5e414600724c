import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../api/query-client';

/** Shows where the app navigated to, so tests can assert on it like a user reading the address bar. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

interface RenderOptions {
  route?: string;
  /** When given, `ui` is mounted at this route pattern and other paths render nothing but the probe. */
  path?: string;
}

export function renderWithProviders(ui: ReactElement, { route = '/', path }: RenderOptions = {}) {
  const queryClient = createQueryClient();
  const result = render(
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
    </AppProviders>,
  );
  return { ...result, queryClient };
}
