import { percentile } from './report';

/** The median and the 99th percentile of a set of timings, in milliseconds. */
export interface Latencies {
  p50: number;
  p99: number;
  samples: number;
}

export const summary = (samples: number[]): Latencies => ({
  p50: percentile(samples, 50),
  p99: percentile(samples, 99),
  samples: samples.length,
});

export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}
