import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Moves on to `path` once `active` has been true for `delayMs` (success screens that redirect). */
export function useRedirectAfter(path: string, delayMs: number, active: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setTimeout(() => void navigate(path, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs, navigate, path]);
}
