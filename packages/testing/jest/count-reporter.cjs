// Jest reporter used by `npm test`: appends the totals of one jest run to
// <rootDir>/.test-results/jest-counts.jsonl so the runner can print one closing line.
// A file that fails to load counts as one failed test, and a skipped or focused test
// (which leaves the others skipped) is counted as skipped, never as passed.
const { appendFileSync, mkdirSync } = require('node:fs');
const { join } = require('node:path');

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

module.exports = CountReporter;
