// `npm test`: install if needed, build, then unit, integration, system and browser tests;
// ends with the line `N passed, N failed, N skipped` (any skipped or focused test fails the run).
import { execSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import countReporter from '../packages/testing/jest/count-reporter.cjs';
import { build, installIfMissing, rootDir } from './prepare.mjs';

/** Debian packages the tests drive, each by a command it provides and what needs it. */
const DEBIAN_TOOLS = [
  { commands: ['chromium', 'chromium-browser'], pkg: 'chromium', for: 'the browser tests' },
  { commands: ['pdftoppm'], pkg: 'poppler-utils', for: 'the PDF tests (pdftotext, pdftoppm)' },
];

function hasCommand(commands) {
  try {
    execSync(commands.map((command) => `command -v ${command}`).join(' || '), { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

function ensureDebianTools() {
  const missing = DEBIAN_TOOLS.filter((tool) => !hasCommand(tool.commands));
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.pkg).join(' ');
  if (process.getuid?.() !== 0) {
    console.log(
      `${packages} missing and this is not root: install Debian's ${packages} for ${missing.map((tool) => tool.for).join(' and ')}.`,
    );
    return;
  }
  console.log(`Installing Debian's ${packages} for ${missing.map((tool) => tool.for).join(' and ')}...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
    shell: '/bin/sh',
  });
}

const resultsDir = join(rootDir, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
// Written by packages/testing/jest/count-reporter.cjs, one line per jest run.
const countsFile = join(resultsDir, 'jest-counts.jsonl');
// The test databases jest's files are done with, dropped after jest beside the web tests (global-teardown.cjs).
const dropsAfterRun = join(resultsDir, 'drops-after-run.jsonl');
process.env.PORTAL_TEST_DROPS_AFTER_RUN = dropsAfterRun;

// Each phase's wall time, printed before the closing line.
const phases = [];
const runStarted = Date.now();
function timed(name, fn) {
  const started = Date.now();
  const result = fn();
  phases.push({ name, seconds: (Date.now() - started) / 1000 });
  return result;
}
async function timedAsync(name, fn) {
  const started = Date.now();
  const result = await fn();
  phases.push({ name, seconds: (Date.now() - started) / 1000 });
  return result;
}

/** Runs a command to its end without blocking this process; resolves with its exit status. */
function runAsync(command, args, { cwd = rootDir, outputFile } = {}) {
  return new Promise((resolve) => {
    const out = outputFile ? openSync(outputFile, 'w') : 'inherit';
    const child = spawn(command, args, { cwd, stdio: ['ignore', out, out] });
    if (typeof out === 'number') closeSync(out);
    child.once('error', (error) => {
      console.log(`${command} could not start: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

timed('install', () => {
  installIfMissing();
  ensureDebianTools();
});
await timedAsync('build', build);

// Test files are independent (each has its own databases, NATS namespace, ports and stack), so they
// run side by side: one jest run over both projects keeps every worker busy up to the last file.
const workers = String(Math.max(2, availableParallelism()));
let crashed = false;

// The lint is part of the test: a tree that does not pass it does not pass `npm test`. It runs beside jest on the
// time jest leaves a core idle (about a fifth of its run: browser tests waiting for pages, stacks starting), at
// Linux's idle scheduling class (`chrt --idle`): it gets a core only when no other process wants it, so jest's
// files run as they would alone. (`nice 19` was not enough: it took a third of a core from jest's files.) The lint
// has no time limit, so being held back costs nothing; its report is printed after the web tests. Without chrt it
// runs beside the web tests, as before.
const lintLog = join(resultsDir, 'lint.log');
const lintBesideJest = hasCommand(['chrt']);
const lintCommand = ['npm', 'run', '--silent', 'lint'];
const startLint = () =>
  lintBesideJest
    ? runAsync('chrt', ['--idle', '0', ...lintCommand], { outputFile: lintLog })
    : runAsync(lintCommand[0], lintCommand.slice(1), { outputFile: lintLog });
const lintRun = lintBesideJest ? timedAsync('lint (idle priority, beside jest)', startLint) : undefined;

console.log(`\n=== unit, integration, system and browser tests (jest, ${workers} workers) ===`);
const jestStatus = await timedAsync('jest (all projects)', () =>
  runAsync(process.execPath, [
    join(rootDir, 'node_modules', 'jest', 'bin', 'jest.js'),
    `--maxWorkers=${workers}`,
    '--ci',
    '--reporters=default',
    `--reporters=${join(rootDir, 'packages', 'testing', 'jest', 'count-reporter.cjs')}`,
  ]),
);
if (jestStatus !== 0 && jestStatus !== 1) crashed = true;
delete process.env.PORTAL_TEST_DROPS_AFTER_RUN;
const dropped = runAsync(process.execPath, [
  '-e',
  "require('./packages/testing/jest/global-teardown.cjs').dropReleasedDatabases(process.argv[1])",
  dropsAfterRun,
]);

console.log(
  `\n=== web component tests (vitest, ${workers} workers)${lintBesideJest ? '' : ', with the lint (eslint + prettier) beside them'} ===`,
);
const lintDone = lintRun ?? timedAsync('lint (beside web tests)', startLint);
const webJson = join(resultsDir, 'web.json');
const webStatus = await timedAsync('web component tests', () =>
  runAsync(
    'npx',
    [
      'vitest',
      'run',
      '--allowOnly=false',
      `--maxWorkers=${workers}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${webJson}`,
    ],
    { cwd: join(rootDir, 'web') },
  ),
);

const lintStatus = await lintDone;
if ((await dropped) !== 0)
  console.log('Some test databases could not be dropped (see above); the run is not affected.');
console.log('\n=== lint (eslint + prettier) ===');
process.stdout.write(readFileSync(lintLog, 'utf8'));
const lintFailed = lintStatus !== 0;
if (lintFailed) console.log('The lint failed; run `npm run format` and fix what it reports.');

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(countsFile)) {
  for (const line of readFileSync(countsFile, 'utf8').split('\n').filter(Boolean)) {
    const counts = JSON.parse(line);
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
}
if (existsSync(webJson)) {
  const report = JSON.parse(readFileSync(webJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // A web file that fails to load has no tests of its own; count it as one failure.
  failed += report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
} else if (webStatus !== 0) {
  crashed = true;
}
if (crashed) console.log('A test runner stopped abnormally; see the output above.');
if (lintFailed) console.log('The lint failed (see the top of the output).');
if (skipped > 0) console.log('Skipped or focused tests fail the run: every test must run.');
console.log('\nPhase times:');
for (const phase of phases) console.log(`  ${phase.name.padEnd(28)} ${phase.seconds.toFixed(0).padStart(5)} s`);
// Phases overlap (the lint runs beside jest): the total is the run's wall time.
const total = (Date.now() - runStarted) / 1000;
console.log(`  ${'total'.padEnd(28)} ${total.toFixed(0).padStart(5)} s`);
const slowest = countReporter.slowestFiles(rootDir, 15);
if (slowest.length > 0) console.log(`\nSlowest jest files:\n${slowest.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || skipped > 0 || crashed || lintFailed || passed === 0 ? 1 : 0);
