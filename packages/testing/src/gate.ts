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
