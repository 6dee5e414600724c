import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long the search box waits after the last key before the address (and the list) follows. */
export const SEARCH_PAUSE_MS = 300;

/** One of `values`, or undefined for anything else (an address typed by hand, an old link). */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** A page number from the address: 1 unless a whole number of at least 1. */
export function pageFrom(params: URLSearchParams): number {
  const page = Math.trunc(Number(params.get('page')));
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/**
 * A list's state kept in the address (issue 29), so reload and Back show the same page: `parse` reads it (anything
 * unknown as the default), `write` writes it (defaults left out). A change of anything but the page starts at
 * page 1. Each change is a history entry (Back undoes it), except with `replace` (typing in the search box).
 * The setter merges into the address as it is when called, not as it was when the caller got the setter: the
 * search box calls it 300 ms after the last key, and a filter chosen in those 300 ms must survive (react-router's
 * functional update reads the params of the render that made the setter, which would drop it).
 */
export function useAddressState<S extends { page: number }>(
  parse: (params: URLSearchParams) => S,
  write: (state: S) => URLSearchParams,
): [S, (change: Partial<S>, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parse(params), [params, parse]);
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);
  const update = useCallback(
    (change: Partial<S>, options: { replace?: boolean } = {}) => {
      const before = latest.current;
      // Nothing new (the search box settling on what the address has): keep the page.
      if ((Object.keys(change) as (keyof S)[]).every((key) => before[key] === change[key])) return;
      const next = { ...before, ...change };
      if (!('page' in change)) next.page = 1;
      latest.current = next;
      setParams(write(next), { replace: options.replace ?? false });
    },
    [setParams, write],
  );
  return [state, update];
}

/**
 * A search box over an address-kept search: it types freely, and `commit` (which writes the address) follows
 * SEARCH_PAUSE_MS after the last key. Back, or a link that changes the address, refills the box.
 */
export function useSearchBox(addressed: string, commit: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(addressed);
  const [shown, setShown] = useState(addressed);
  if (addressed !== shown) {
    setShown(addressed);
    if (addressed !== text.trim()) setText(addressed);
  }
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestCommit = useRef(commit);
  useLayoutEffect(() => {
    latestCommit.current = commit;
  }, [commit]);
  const onText = useCallback((next: string) => {
    setText(next);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => latestCommit.current(next.trim()), SEARCH_PAUSE_MS);
  }, []);
  useEffect(() => () => clearTimeout(typing.current), []);
  return [text, onText];
}
