import { execSync } from 'node:child_process';
import type { Browser } from 'playwright-core';

export function chromiumPath(): string {
  try {
    return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' }).toString().trim();
  } catch {
    throw new Error("Chromium not found: install Debian's chromium package (npm test installs it when run as root)");
  }
}

/**
 * Debian's Chromium driven by playwright-core (a fresh profile per launch), with the flags this machine needs.
 * It asks for reduced motion, as a user can: the portal then draws dialogs, menus and toasts without animating
 * them (antd-providers.tsx), so the journeys spend the two cores on what they check, not on animation frames.
 * `extraArgs`: more Chromium switches, e.g. a fake camera fed from a file (the check-in journey).
 * playwright-core is loaded here, not with this package: every test file imports @portal/testing, and loading it
 * cost each one 0.4-0.6 s (jest evaluates a file's modules afresh).
 */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { chromium } = require('playwright-core') as typeof import('playwright-core');
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--force-prefers-reduced-motion',
      ...extraArgs,
    ],
  });
}
