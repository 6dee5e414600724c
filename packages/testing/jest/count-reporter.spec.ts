import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';

const reporter = join(__dirname, 'count-reporter.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the reporter is CommonJS, as jest loads it
const { slowestFiles } = require('./count-reporter.cjs') as { slowestFiles(rootDir: string, count: number): string[] };
const jestBin = require.resolve('jest/bin/jest');
/** The child jest needs only the directory of this Node binary on its PATH. */
const childPath = dirname(process.execPath);

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
}

/** Runs jest with the count reporter over the given test files in a scratch folder. */
function countsOf(dir: string, files: Record<string, string>): Counts {
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
  const countsFile = join(dir, '.test-results', 'jest-counts.jsonl');
  const run = spawnSync(
    process.execPath,
    [
      jestBin,
      '--config',
      JSON.stringify({ rootDir: dir, testMatch: ['**/*.check.js'] }),
      '--ci',
      '--reporters',
      reporter,
    ],
    { cwd: dir, env: { PATH: childPath }, encoding: 'utf8' },
  );
  assert.ok(existsSync(countsFile), `jest wrote no counts: ${run.stderr}`);
  const lines = readFileSync(countsFile, 'utf8').trim().split('\n');
  return JSON.parse(lines[lines.length - 1]) as Counts;
}

// Built at run time so the lint's no-focused/no-disabled rules see no real skipped test in this tree.
const skip = ['it', 'skip'].join('.');
const only = ['it', 'only'].join('.');

describe('the npm test count reporter', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-reporter-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts a skipped test as skipped, never as passed, so the closing line shows it and the run fails', () => {
    const sut = countsOf(dir, {
      'skips.check.js': `it('runs', () => {});\nit('fails', () => { throw new Error('no'); });\n${skip}('waits', () => {});\n`,
    });
    assert.deepEqual(
      { passed: sut.passed, failed: sut.failed, skipped: sut.skipped },
      { passed: 1, failed: 1, skipped: 1 },
    );
  });

  it('counts the tests a focused test leaves out as skipped, so a stray .only cannot hide failures', () => {
    rmSync(join(dir, 'skips.check.js'));
    const sut = countsOf(dir, {
      'focus.check.js': `${only}('focused', () => {});\nit('left out', () => { throw new Error('hidden'); });\n`,
    });
    assert.deepEqual(
      { passed: sut.passed, failed: sut.failed, skipped: sut.skipped },
      { passed: 1, failed: 0, skipped: 1 },
    );
  });

  it('counts a file that cannot load as a failure, so a broken import never looks green', () => {
    rmSync(join(dir, 'focus.check.js'));
    const sut = countsOf(dir, { 'broken.check.js': `require('./does-not-exist');\nit('never runs', () => {});\n` });
    assert.equal(sut.failed, 1);
    assert.equal(sut.passed, 0);
  });

  it('lists the slowest jest files of every run, slowest first, so npm test shows where the time goes', () => {
    rmSync(join(dir, 'broken.check.js'));
    countsOf(dir, { 'timed.check.js': `it('runs', () => {});\n` });
    assert.ok(
      slowestFiles(dir, 15).some((line) => / s {2}timed\.check\.js$/.test(line)),
      'the file of the last run is listed',
    );
    const runs = mkdtempSync(join(tmpdir(), 'portal-durations-'));
    try {
      mkdirSync(join(runs, '.test-results'));
      writeFileSync(
        join(runs, '.test-results', 'jest-durations.jsonl'),
        [
          [
            { file: join(runs, 'b.spec.ts'), ms: 61_400 },
            { file: join(runs, 'c.spec.ts'), ms: 900 },
          ],
          [{ file: join(runs, 'a.spec.ts'), ms: 743_000 }],
        ]
          .map((line) => JSON.stringify(line))
          .join('\n') + '\n',
      );
      assert.deepEqual(slowestFiles(runs, 2), ['  743 s  a.spec.ts', '   61 s  b.spec.ts']);
    } finally {
      rmSync(runs, { recursive: true, force: true });
    }
  });
});
