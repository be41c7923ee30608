/** Runs `fn` `runs` times after a warm-up and reports the median and spread, in the unit given. */
export async function measure(name: string, runs: number, fn: () => unknown | Promise<unknown>, perRun = 1) {
  for (let i = 0; i < Math.min(10, runs); i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p90 = times[Math.floor(times.length * 0.9)]!;
  return { name, runs, 'median ms': round(median), 'p90 ms': round(p90), 'per second': Math.round((1000 / median) * perRun) };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
