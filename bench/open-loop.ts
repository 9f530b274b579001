// Open-loop load at a fixed arrival rate, shared by the benchmarks that need it (bag.ts, topology.ts): requests start
// on schedule whether or not earlier ones have finished, and latency is measured from the scheduled start, so
// queueing shows up in the figures instead of slowing the arrivals down.

export interface OpenLoopFigures {
  rate: number;
  sent: number;
  ok: number;
  failed: number;
  /** Successful requests per second of wall time. */
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** p95 of each second of the run (by scheduled start), in order: a tail spread over the run or one burst. */
  p95BySecond: number[];
}

/** The p-th percentile (nearest rank) of ascending values; NaN when there are none. */
export function percentileOfSorted(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Runs `run(i)` `rate` times a second for `seconds`; a rejection or `false` counts as a failure. */
export async function openLoop(
  rate: number,
  seconds: number,
  run: (i: number) => Promise<boolean>,
): Promise<OpenLoopFigures> {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const bySecond: number[][] = Array.from({ length: Math.ceil(seconds) }, () => []);
  let ok = 0;
  let failed = 0;
  const record = (i: number, latency: number) => {
    latencies.push(latency);
    bySecond[Math.min(bySecond.length - 1, Math.floor(i / rate))]?.push(latency);
  };
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      run(i).then(
        (success) => {
          record(i, performance.now() - due);
          if (success) ok += 1;
          else failed += 1;
        },
        () => {
          record(i, performance.now() - due);
          failed += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rate,
    sent: total,
    ok,
    failed,
    throughput: ok / elapsed,
    p50: percentileOfSorted(latencies, 50),
    p95: percentileOfSorted(latencies, 95),
    p99: percentileOfSorted(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    p95BySecond: bySecond.map((second) =>
      percentileOfSorted(
        second.sort((a, b) => a - b),
        95,
      ),
    ),
  };
}
