// Jest reporter used by `npm test`: appends the totals of one jest run to
// <rootDir>/.test-results/jest-counts.jsonl so the runner can print one closing line.
// A file that fails to load counts as one failed test, and a skipped or focused test
// (which leaves the others skipped) is counted as skipped, never as passed.
const { appendFileSync, existsSync, mkdirSync, readFileSync } = require('node:fs');
const { join, relative } = require('node:path');

class CountReporter {
  constructor(globalConfig) {
    this.resultsDir = join(globalConfig.rootDir, '.test-results');
  }

  onRunComplete(_contexts, results) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const failures = [];
    for (const file of results.testResults) {
      if (file.testExecError || (file.failureMessage && file.testResults.length === 0)) {
        failed += 1;
        failures.push(`${file.testFilePath} failed to run`);
      }
      for (const test of file.testResults) {
        if (test.status === 'passed') passed += 1;
        else if (test.status === 'failed') {
          failed += 1;
          failures.push(test.fullName);
        } else skipped += 1;
      }
    }
    mkdirSync(this.resultsDir, { recursive: true });
    // Each file's wall time, slowest first, so the slow ones are easy to find.
    const durations = results.testResults
      .map((file) => ({ file: file.testFilePath, ms: file.perfStats.end - file.perfStats.start }))
      .sort((a, b) => b.ms - a.ms);
    appendFileSync(join(this.resultsDir, 'jest-durations.jsonl'), JSON.stringify(durations) + '\n');
    appendFileSync(
      join(this.resultsDir, 'jest-counts.jsonl'),
      JSON.stringify({ passed, failed, skipped, failures }) + '\n',
    );
  }
}

/**
 * The `count` slowest jest files of the runs recorded in <rootDir>/.test-results, one line each ("  123 s  path"),
 * slowest first: `npm test` prints them after the phase times so every run shows where jest's time goes.
 */
function slowestFiles(rootDir, count) {
  const file = join(rootDir, '.test-results', 'jest-durations.jsonl');
  if (!existsSync(file)) return [];
  const durations = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => JSON.parse(line));
  return durations
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ file: path, ms }) => `${(ms / 1000).toFixed(0).padStart(5)} s  ${relative(rootDir, path)}`);
}

module.exports = CountReporter;
module.exports.slowestFiles = slowestFiles;
