/**
 * One Lighthouse 12 run with its default settings (the mobile profile: a mid-range phone on a slow 4G
 * connection, simulated throttling), performance only, driving Debian's Chromium headless. Lighthouse
 * resets the browser's cache and storage before each run, so every run is a first visit.
 */
import { chromiumPath, freePort, testEnvironment } from '@portal/testing';
import { execFile, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
  /** Their URLs. */
  urls: string[];
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { url?: string; resourceType?: string; transferSize?: number }[] };
    }
  >;
  runtimeError?: { code: string; message: string };
}

/**
 * Writes `items` into the page origin's localStorage before Lighthouse runs (a visitor's stored choice, such as
 * the language: issue 31). The fresh Chromium visits an API path of the origin (a small JSON answer that is never
 * cached, so the page's first visit still finds an empty cache), sets the items and closes the tab; Lighthouse
 * then runs with `--disable-storage-reset` (the profile is new, so there is nothing else to reset).
 */
async function seedLocalStorage(chromium: Chromium, url: string, items: Record<string, string>): Promise<void> {
  // Lighthouse's own dependency, to speak the DevTools protocol to the browser it drives.
  const puppeteer = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromium.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/api/bench-storage-seed', url).href);
    await page.evaluate((entries) => {
      for (const [key, value] of entries) (globalThis as unknown as BenchWindow).localStorage.setItem(key, value);
    }, Object.entries(items));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

type BenchWindow = { localStorage: { setItem(key: string, value: string): void } };

export interface LighthouseOptions {
  /** Sent with every request of the page (e.g. a signed-in visitor's `Cookie`). */
  headers?: Record<string, string>;
  /** In the origin's localStorage before the page loads (e.g. `portal.language: kn`). */
  localStorage?: Record<string, string>;
}

export async function lighthouse(
  chromium: Chromium,
  url: string,
  outputPath: string,
  { headers, localStorage }: LighthouseOptions = {},
): Promise<LighthouseFigures> {
  const cli = join(rootDir, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (localStorage) await seedLocalStorage(chromium, url, localStorage);
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
      ...(localStorage ? ['--disable-storage-reset'] : []),
    ],
    { timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(outputPath, 'utf8')) as Report;
  keepReport(outputPath, url, localStorage);
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
    urls: requests.map((r) => r.url ?? ''),
  };
}

/**
 * With BENCH_WEB_REPORTS_DIR set, each run's full Lighthouse JSON is kept there (`<page>[-<language>]-<time>.json`)
 * for reading what a figure came from: the LCP element, long tasks, the requests.
 */
function keepReport(outputPath: string, url: string, localStorage: Record<string, string> | undefined): void {
  const dir = testEnvironment().webReportsDir;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const page = new URL(url).pathname.replace(/^\/$/, '/landing').slice(1).replace(/\//g, '_');
  const language = Object.values(localStorage ?? {})[0];
  copyFileSync(outputPath, join(dir, `${page}${language ? `-${language}` : ''}-${Date.now()}.json`));
}
