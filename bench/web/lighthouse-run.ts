/**
 * One Lighthouse 12 run with its default settings (the mobile profile: a mid-range phone on a slow 4G
 * connection, simulated throttling), performance only, driving Debian's Chromium headless. Lighthouse
 * resets the browser's cache and storage before each run, so every run is a first visit.
 */
import { chromiumPath, freePort } from '@portal/testing';
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { rootDir } from '../support/portal-run';

const run = promisify(execFile);

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Chromium {
  port: number;
  stop(): Promise<void>;
}

/** Debian's Chromium, headless with a fresh profile, for Lighthouse to drive over its debugging port. */
export async function startChromium(): Promise<Chromium> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    chromiumPath(),
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    }
    // Chromium's helper processes may still be writing into the profile for a moment after it exits.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`could not remove the Chromium profile ${profile}: ${(error as Error).message}`);
    }
  };
  for (let tries = 0; tries < 100; tries++) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { port, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`Chromium did not open its debugging port ${port}`);
}

export interface LighthouseFigures {
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  score: number;
  transferBytes: number;
  scriptTransferBytes: number;
  /** The requests of the page load (Lighthouse's network-requests audit), the document included. */
  requests: number;
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
  runtimeError?: { code: string; message: string };
}

/** `headers` go with every request of the page (e.g. a signed-in visitor's `Cookie`). */
export async function lighthouse(
  chromium: Chromium,
  url: string,
  outputPath: string,
  headers?: Record<string, string>,
): Promise<LighthouseFigures> {
  const cli = join(rootDir, 'node_modules', 'lighthouse', 'cli', 'index.js');
  await run(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
      '--hostname=127.0.0.1',
      `--port=${chromium.port}`,
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    ],
    { timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(outputPath, 'utf8')) as Report;
  rmSync(outputPath, { force: true });
  if (report.runtimeError)
    throw new Error(`Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const value = (audit: string) => {
    const figure = report.audits[audit]?.numericValue;
    if (figure === undefined) throw new Error(`Lighthouse on ${url} gave no ${audit}`);
    return figure;
  };
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return {
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    score: Math.round(report.categories.performance.score * 100),
    transferBytes: value('total-byte-weight'),
    scriptTransferBytes: requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    requests: requests.length,
  };
}
