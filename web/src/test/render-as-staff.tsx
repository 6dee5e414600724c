import type { ReactElement, ReactNode } from 'react';
import { act } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { AdminRole } from '@portal/contracts/rules';
import { authKeys } from '../api/auth';
import { renderWithProviders } from './render';
import { signInAsStaff } from './signed-in-users';

/** The page as the app shows it: only once someone is signed in, as the router does. */
function SignedIn({ children }: { children: ReactNode }) {
  const { data } = useQuery({ queryKey: authKeys.user(), queryFn: () => null, enabled: false });
  return data ? children : null;
}

/**
 * Renders `ui` for an office-bearer with `role` (issue 27), mounted only once they are signed in, so the page's
 * first render already knows the role and a test can say what it never asked the server for.
 */
export function renderAsStaff(role: AdminRole, ui: ReactElement, options?: Parameters<typeof renderWithProviders>[1]) {
  const view = renderWithProviders(<SignedIn>{ui}</SignedIn>, options);
  act(() => signInAsStaff(view.queryClient, role));
  return view;
}
