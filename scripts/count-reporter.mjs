// node:test reporter: prints each finished test like the spec reporter and
// writes the pass/fail totals (leaf tests only) to PORTAL_TEST_COUNTS.
import { appendFileSync } from 'node:fs';

export default async function* countReporter(source) {
  let passed = 0;
  let failed = 0;
  const failures = [];
  // Leaf failures per file, so a file that crashes before its tests run still counts as a failure.
  const leafFailuresByFile = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') {
      // stderr explains a file that crashed while loading; stdout only when asked.
      if (event.type === 'test:stderr' || (event.type === 'test:stdout' && process.env.PORTAL_TEST_VERBOSE)) {
        yield event.data.message;
      }
      continue;
    }
    const { name, nesting, details } = event.data;
    // Suites and the per-file wrapper are not tests of their own.
    if (details?.type === 'suite') continue;
    if (event.data.file && nesting === 0 && (name === event.data.file || event.data.file.endsWith(name))) {
      if (event.type === 'test:fail' && !leafFailuresByFile.get(event.data.file)) {
        failed += 1;
        const error = details?.error?.cause ?? details?.error;
        failures.push(`${name}\n${error?.stack ?? error?.message ?? String(error)}`);
        yield `✖ ${name} failed to run\n    ${String(error?.stack ?? error?.message ?? error).split('\n').join('\n    ')}\n`;
      }
      continue;
    }
    const indent = '  '.repeat(nesting);
    if (event.type === 'test:pass') {
      if (event.data.skip || event.data.todo) continue;
      passed += 1;
      yield `${indent}✔ ${name} (${Math.round(details?.duration_ms ?? 0)} ms)\n`;
    } else {
      failed += 1;
      if (event.data.file) leafFailuresByFile.set(event.data.file, true);
      const error = details?.error;
      const cause = error?.cause ?? error;
      const message = cause?.stack ?? cause?.message ?? String(cause);
      failures.push(`${name}\n${message}`);
      yield `${indent}✖ ${name}\n${String(message).split('\n').map((l) => `${indent}    ${l}`).join('\n')}\n`;
    }
  }
  if (process.env.PORTAL_TEST_COUNTS) {
    appendFileSync(process.env.PORTAL_TEST_COUNTS, JSON.stringify({ passed, failed, failures }) + '\n');
  }
}
