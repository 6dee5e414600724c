// `npm test`: install if needed, build, then unit, integration, system and browser tests;
// ends with the line `N passed, N failed`.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, installIfMissing, rootDir } from './prepare.mjs';

function hasChromium() {
  try {
    execSync('command -v chromium || command -v chromium-browser', { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

function ensureChromium() {
  if (hasChromium()) return;
  if (process.getuid?.() !== 0) {
    console.log("Chromium is missing and this is not root: install Debian's chromium package for the browser tests.");
    return;
  }
  console.log("Installing Debian's chromium package for the browser tests...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit', shell: '/bin/sh' });
}

function specFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return specFiles(path);
    return entry.name.endsWith('.spec.js') ? [path] : [];
  });
}

const resultsDir = join(rootDir, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const countsFile = join(resultsDir, 'node-counts.jsonl');

installIfMissing();
ensureChromium();
build();

let crashed = false;
function nodeTests(title, files, timeoutMs) {
  if (files.length === 0) return;
  console.log(`\n=== ${title} (${files.length} files) ===`);
  const result = spawnSync(
    process.execPath,
    [
      '--enable-source-maps',
      '--test',
      '--test-concurrency=1',
      `--test-timeout=${timeoutMs}`,
      `--test-reporter=${join(rootDir, 'scripts', 'count-reporter.mjs')}`,
      '--test-reporter-destination=stdout',
      ...files.map((f) => relative(rootDir, f)),
    ],
    { cwd: rootDir, stdio: 'inherit', env: { ...process.env, PORTAL_TEST_COUNTS: countsFile } },
  );
  if (result.status !== 0 && result.status !== 1) crashed = true;
}

const serverDirs = ['packages', 'services', 'infra'].map((d) => join(rootDir, d));
const serverSpecs = serverDirs.flatMap((d) => specFiles(d)).filter((f) => f.includes(`${'/dist/'}`));
nodeTests('unit and integration tests', serverSpecs, 120_000);
nodeTests('system and browser tests', specFiles(join(rootDir, 'e2e', 'dist')), 180_000);

console.log('\n=== web component tests ===');
const webJson = join(resultsDir, 'web.json');
const web = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${webJson}`], {
  cwd: join(rootDir, 'web'),
  stdio: 'inherit',
});

let passed = 0;
let failed = 0;
if (existsSync(countsFile)) {
  for (const line of readFileSync(countsFile, 'utf8').split('\n').filter(Boolean)) {
    const counts = JSON.parse(line);
    passed += counts.passed;
    failed += counts.failed;
  }
}
if (existsSync(webJson)) {
  const report = JSON.parse(readFileSync(webJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
} else if (web.status !== 0) {
  crashed = true;
}
if (crashed) console.log('A test runner stopped abnormally; see the output above.');
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || crashed || passed === 0 ? 1 : 0);
