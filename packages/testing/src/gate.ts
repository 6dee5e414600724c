import { waitFor } from '@portal/infra';
/**
 * A gate a test opens when it has seen what it waits for: a stand-in job that waits at it stays busy exactly
 * as long as the test needs (instead of a sleep that hopes to be long enough).
 */
export interface Gate {
  /** Resolves once the gate is open. */
  passed: Promise<void>;
  open(): void;
}

export function gate(): Gate {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}

/** Opens `gate` once `seen` settles, whether it resolved or failed. */
export async function openAfter(gate: Gate, seen: Promise<unknown>): Promise<void> {
  try {
    await seen;
  } finally {
    gate.open();
  }
}

/** Resolves once one of `promises` has resolved to `value`, however many are still pending; fails after `timeoutMs`. */
export async function oneResolvesTo<T>(promises: Promise<T>[], value: T, what: string, timeoutMs = 10_000) {
  let seen = false;
  for (const promise of promises) {
    promise.then(
      (result) => (seen ||= result === value),
      () => undefined,
    );
  }
  await waitFor(async () => seen, { timeoutMs, intervalMs: 10, what });
}
