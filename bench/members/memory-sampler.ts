/**
 * Child process of the benchmark: `node memory-sampler.js <pid> <intervalMs>`
 * reads /proc/<pid>/status every interval and, when its stdin closes, prints
 * the highest VmRSS seen as JSON.
 */
import { residentBytes } from './processes';

const pid = Number(process.argv[2]);
const intervalMs = Number(process.argv[3] ?? 25);
let maxBytes = 0;
let samples = 0;
let longestGapMs = 0;
let last = performance.now();

function sample(): void {
  const now = performance.now();
  if (samples > 0) longestGapMs = Math.max(longestGapMs, now - last);
  last = now;
  const bytes = residentBytes(pid);
  if (bytes !== null) {
    maxBytes = Math.max(maxBytes, bytes);
    samples++;
  }
}

sample();
const timer = setInterval(sample, intervalMs);
// Bounded: never outlives the benchmark by more than an hour.
const limit = setTimeout(() => process.stdin.destroy(), 60 * 60_000);
process.stdin.resume();
process.stdin.on('close', finish);
process.stdin.on('end', finish);

function finish(): void {
  clearInterval(timer);
  clearTimeout(limit);
  sample();
  process.stdout.write(JSON.stringify({ maxBytes, samples, longestGapMs: Math.round(longestGapMs) }) + '\n');
  process.exit(0);
}
