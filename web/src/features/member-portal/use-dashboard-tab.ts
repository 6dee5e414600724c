import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Scheme } from '@portal/contracts/shapes';
import { isScheme } from '../../components/PaymentStatusTag';

/** The member dashboard's tabs, in the order they show; the open one is kept in `?tab=`. */
export const DASHBOARD_TABS = ['dashboard', 'schemes', 'payments', 'documents', 'services', 'updates'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const isTab = (value: string | null): value is DashboardTab =>
  (DASHBOARD_TABS as readonly string[]).includes(value ?? '');

export interface OpenTabOptions {
  /** The Payments tab's scheme filter (`?scheme=`); other tabs drop it. */
  scheme?: Scheme | null;
  /** A link inside the page (View Payment Details, '+N more') adds a history entry so Back returns; the tab strip does not. */
  push?: boolean;
}

/**
 * The open tab and the Payments tab's scheme, read from and written to the address, so a link, a reload
 * or the back button come back to the same view ('View Payment Details' opens `?tab=payments&scheme=`).
 */
export function useDashboardTab() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: DashboardTab = isTab(asked) ? asked : 'dashboard';
  const askedScheme = params.get('scheme');
  const scheme: Scheme | null = tab === 'payments' && isScheme(askedScheme) ? askedScheme : null;

  const openTab = useCallback(
    (key: string, { scheme: nextScheme = null, push = false }: OpenTabOptions = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (key === 'dashboard' || !isTab(key)) next.delete('tab');
          else next.set('tab', key);
          if (key === 'payments' && nextScheme) next.set('scheme', nextScheme);
          else next.delete('scheme');
          return next;
        },
        { replace: !push },
      ),
    [setParams],
  );

  return { tab, scheme, openTab };
}
