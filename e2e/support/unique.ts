let local = 0;

/**
 * A number no other test file on the same stack has had: files that share a stack (sharedTestStack) draw from
 * one counter per jest worker, kept by shared-stack-environment.cjs, so their phones and e-mails never clash.
 */
export function uniqueNumber(): number {
  const shared = (globalThis as { __portalUniqueNumber?: () => number }).__portalUniqueNumber;
  return shared ? shared() : ++local;
}
