/**
 * The web delivery benchmark (issue 14): `npm run bench:web [-- --runs N]`.
 * Measures the built web app (web/dist, or the build at WEB_DIST_DIR, which the gateway then serves): the JavaScript the landing page and the
 * admin dashboard need, gzipped; then starts the portal, checks that the gateway
 * sends hashed assets compressed and cached, and runs Lighthouse's mobile profile
 * on /, /login and /register, and signed in as a member on the member pages (issue 30). bench/README.md
 * explains every line.
 */
import { statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { BENCH_ADMIN, load, log, rootDir, runBenchmark, UsageError, withPortal } from './support/portal-run';
import { reportText, ResultLine } from './support/report';
import { ChunkSet, javascriptOf, readWebBuild } from './web/bundle-sizes';
import { lighthouse, LighthouseFigures, LighthouseOptions, startChromium } from './web/lighthouse-run';
import { setMemberLanguage, signedInMemberCookie } from './web/member-session';
import { testEnvironment } from '@portal/testing';

const DEADLINE_MS = 30 * 60_000;
const PAGES = ['/', '/login', '/register'];
/** Loaded signed in as a member (issue 30): each also within MEMBER_REQUEST_LIMIT and MEMBER_TRANSFER_LIMIT. */
const MEMBER_PAGES = ['/member-dashboard', '/make-payment', '/profile-settings'];
/** Issue 31: the member pages again for a member who chose ಕನ್ನಡ (on their account, and kept in the browser). */
const MEMBER_LANGUAGES = ['en', 'kn'] as const;
const LANGUAGE_STORAGE_KEY = 'portal.language';
const MEMBER_REQUEST_LIMIT = 25;
const MEMBER_TRANSFER_LIMIT = 250 * 1024;
/** KiB, as the issue's figures ("about 202 KB today") and Lighthouse count them. */
const LANDING_LIMIT = 150 * 1024;
const DASHBOARD_LIMIT = 250 * 1024;
const LCP_LIMIT_MS = 2500;
const TBT_LIMIT_MS = 200;
/** The admin dashboard (`/` signed in as an admin): its layout, the page and the charts the page loads. */
// AntdLayout holds antd's providers, which every page but the landing page loads first.
const DASHBOARD_CHUNKS = ['AntdLayout', 'AdminLayout', 'DashboardPage', 'DashboardCharts'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const millis = (value: number) => `${Math.round(value)} ms`;

function parseRuns(args: string[]): number {
  let runs = 3;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--runs') {
      runs = Number(args[++i]);
      if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new UsageError('--runs must be a whole number 1-9');
    } else throw new UsageError(`unknown argument ${args[i]}; usage: npm run bench:web -- --runs 3`);
  }
  return runs;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

function sizeLine(measurement: string, set: ChunkSet, limit: number): ResultLine {
  return {
    measurement,
    ours: kb(set.gzipBytes),
    baseline: '—',
    ratio: null,
    goal: `≤ ${kb(limit)}`,
    pass: set.gzipBytes <= limit,
  };
}

/** A page's Lighthouse lines: LCP and TBT; for a member page also requests and bytes transferred. */
function pageLines(path: string, figures: LighthouseFigures[], member: boolean, language = 'en'): ResultLine[] {
  const lcp = median(figures.map((f) => f.lcpMs));
  const tbt = median(figures.map((f) => f.tbtMs));
  const who = member ? (language === 'en' ? ' (member)' : ` (member, ${language})`) : '';
  const line = (what: string, ours: string, goal: string, pass: boolean): ResultLine => ({
    measurement: `Lighthouse mobile ${path}${who}, ${what} (median)`,
    ours,
    baseline: '—',
    ratio: null,
    goal,
    pass,
  });
  const lines = [
    line('LCP', seconds(lcp), `≤ ${seconds(LCP_LIMIT_MS)}`, lcp <= LCP_LIMIT_MS),
    line('TBT', millis(tbt), `≤ ${millis(TBT_LIMIT_MS)}`, tbt <= TBT_LIMIT_MS),
  ];
  if (member) {
    const requests = median(figures.map((f) => f.requests));
    const bytes = median(figures.map((f) => f.transferBytes));
    lines.push(
      line('requests', String(requests), `≤ ${MEMBER_REQUEST_LIMIT}`, requests <= MEMBER_REQUEST_LIMIT),
      line('transferred', kb(bytes), `≤ ${kb(MEMBER_TRANSFER_LIMIT)}`, bytes <= MEMBER_TRANSFER_LIMIT),
    );
  }
  return lines;
}

/** The headers and body size the gateway sends a browser for a path. */
function fetchRaw(url: string): Promise<{ header: (name: string) => string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ header: (name) => [res.headers[name] ?? 'none'].flat().join(', '), bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A fresh Chromium for each run (a reused one loses the next run's trace now and then: NO_NAVSTART),
 * and one more try when Lighthouse itself asks for it.
 */
async function measurePage(url: string, outputPath: string, options: LighthouseOptions): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const chromium = await startChromium();
    try {
      return await lighthouse(chromium, url, outputPath, options);
    } catch (error) {
      if (attempt >= 2 || !/Please run Lighthouse again/.test(String(error))) throw error;
      log(`Lighthouse asked to be run again: ${String(error).split('\n')[1] ?? ''}`);
    } finally {
      await chromium.stop();
    }
  }
}

async function main(): Promise<void> {
  const runs = parseRuns(process.argv.slice(2));
  // A build of one's own (`vite build --outDir …`), so as not to measure or overwrite the shared web/dist.
  const distDir = testEnvironment().webDistDir ?? join(rootDir, 'web', 'dist');
  let build;
  try {
    build = readWebBuild(distDir);
  } catch (error) {
    throw new UsageError(`${(error as Error).message}: run \`npm run build -w web\` first`);
  }
  const lines: ResultLine[] = [];
  const notes: string[] = [];

  const initial = javascriptOf(build, []);
  const landing = javascriptOf(build, ['LandingPage']);
  const dashboard = javascriptOf(build, DASHBOARD_CHUNKS);
  lines.push(sizeLine('initial JS of index.html, gzipped', initial, LANDING_LIMIT));
  lines.push(sizeLine('landing page / JS, gzipped', landing, LANDING_LIMIT));
  lines.push(sizeLine('admin dashboard JS, gzipped', dashboard, DASHBOARD_LIMIT));
  for (const [name, set] of [
    ['initial (index.html)', initial],
    ['landing page', landing],
    ['admin dashboard', dashboard],
  ] as const) {
    notes.push(
      `${name}: ${set.files.length} files, ${kb(set.rawBytes)} raw, ${kb(set.gzipBytes)} gzip -9, ${kb(set.brotliBytes)} brotli 8 (what the gateway sends Chromium)`,
    );
  }

  const admin = BENCH_ADMIN;
  const headline = () => `web benchmark: ${runs} Lighthouse runs a page; load average ${load()}`;
  const env = { WEB_DIST_DIR: distDir };
  await withPortal({ headline, admin, memberIdPrefix: 'PHOTO', deadlineMs: DEADLINE_MS, env }, async (run) => {
    // The largest file index.html loads: the entry itself may be a stub of a few bytes that imports the
    // app's first chunk (Rolldown does so with experimentalInlineCommonChunks), too small to be compressed.
    const entry = [...build.initial].sort(
      (a, b) => statSync(join(distDir, b)).size - statSync(join(distDir, a)).size,
    )[0];
    const served = await fetchRaw(`${run.stack.url}/${entry}`);
    const page = await fetchRaw(`${run.stack.url}/login`);
    const encoded = ['br', 'gzip'].includes(served.header('content-encoding'));
    const cached = served.header('cache-control') === 'public, max-age=31536000, immutable';
    lines.push({
      measurement: 'entry chunk compressed and cached for a year',
      ours: `${served.header('content-encoding')}, ${kb(served.bytes)}`,
      baseline: '—',
      ratio: null,
      goal: 'br/gzip, immutable',
      pass: encoded && cached,
    });
    notes.push(
      `gateway: /${entry} Content-Encoding ${served.header('content-encoding')}, Cache-Control "${served.header('cache-control')}", Vary "${served.header('vary')}"; ` +
        `/login Content-Encoding ${page.header('content-encoding')}, Cache-Control "${page.header('cache-control')}"`,
    );

    const pages: { path: string; options: LighthouseOptions; member: boolean; language: string }[] = PAGES.map(
      (path) => ({ path, options: {}, member: false, language: 'en' }),
    );
    log('signing a member in (setup, not measured)');
    const cookie = await signedInMemberCookie(run);
    for (const language of MEMBER_LANGUAGES) {
      for (const path of MEMBER_PAGES) {
        const options: LighthouseOptions = { headers: { Cookie: cookie } };
        if (language !== 'en') options.localStorage = { [LANGUAGE_STORAGE_KEY]: language };
        pages.push({ path, options, member: true, language });
      }
    }

    let accountLanguage = 'en';
    for (const { path, options, member, language } of pages) {
      if (member && language !== accountLanguage) {
        await setMemberLanguage(run, cookie, language);
        accountLanguage = language;
      }
      const figures: LighthouseFigures[] = [];
      const label = `${path}${member ? ` (member${language === 'en' ? '' : `, ${language}`})` : ''}`;
      for (let i = 0; i < runs; i++) {
        log(`Lighthouse ${label}: run ${i + 1} of ${runs}`);
        figures.push(await measurePage(`${run.stack.url}${path}`, join(run.dataDir, 'lighthouse.json'), options));
      }
      // The Kannada runs must have shown Kannada: the page loaded the Kannada texts (i18n/locales/kn: `kn-<hash>.js`;
      // antd's own Kannada, `kn-antd-<hash>.js`, does not count: it says nothing of the page's texts).
      if (language !== 'en' && figures.some((f) => !f.urls.some((url) => /\/assets\/kn-[\w-]{8}\.js$/.test(url))))
        throw new Error(
          `Lighthouse ${label}: the page loaded no Kannada texts (assets/kn-<hash>.js); was ${language} not applied?`,
        );
      lines.push(...pageLines(path, figures, member, language));
      notes.push(
        `lighthouse ${(language === 'en' ? path : `${path} ${language}`).padEnd(20)} ` +
          figures
            .map(
              (f) =>
                `[LCP ${seconds(f.lcpMs)}, TBT ${millis(f.tbtMs)}, FCP ${seconds(f.fcpMs)}, score ${f.score}, ${f.requests} requests, ${kb(f.transferBytes)} transferred, ${kb(f.scriptTransferBytes)} of it scripts]`,
            )
            .join(' ') +
          // What a member page loaded beyond the public pages' files, by chunk name (first run): what to cut next.
          (member
            ? `\n  ${path} ${language} loaded: ${[
                ...new Set(
                  figures[0].urls
                    .map((url) => /\/assets\/(.+?)-[\w-]{8}\.(js|css)$/.exec(url))
                    .filter((match) => match !== null)
                    .map((match) => `${match[1]}.${match[2]}`),
                ),
              ].join(' ')}`
            : ''),
      );
    }
  });
  process.stdout.write(
    reportText(
      `web benchmark, ${new Date().toISOString()}, ${cpus().length} cores, load average at the end ${load()}`,
      lines,
      notes,
    ),
  );
}

runBenchmark('web', main);
