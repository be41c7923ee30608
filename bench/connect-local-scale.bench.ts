import { startConnectLocal } from '../emulator/server.ts';

/**
 * Connect Local with hundreds of agents each holding a GetAgentSnapshot long poll, as a floor of signed-in
 * panels would: the time from one agent's state change to that agent's poll answering, and what each agent
 * costs in memory and CPU.
 */
export async function connectLocalScaleBench(counts = [200, 500], rounds = 200) {
  const rows = [];
  for (const n of counts) rows.push(await scale(n, rounds));
  return rows;
}

async function scale(n: number, rounds: number) {
  const local = await startConnectLocal({ port: 0 });
  const control = (method: string, path: string, body?: object) =>
    fetch(`${local.url}/emulator/api${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: body && JSON.stringify(body) }).then(async (r) => {
      if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
      return r.json();
    });
  const stopped = { yes: false };
  try {
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const { usernames } = (await control('POST', '/agents', { username: 'load', count: n })) as { usernames: string[] };
    const tokens = new Map<string, string>();
    for (const u of usernames) tokens.set(u, await signIn(local.url, u));
    const cti = (token: string, op: string, body: object = {}) =>
      fetch(`${local.url}/connect/api`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': `AmazonConnectCTIService.${op}`, 'X-Amz-Bearer': token },
        body: JSON.stringify({ ...body, authentication: { authToken: token } }),
      }).then((r) => r.json() as Promise<Record<string, any>>);

    // Every agent polls as streams' worker does: answer, then poll again with the token it was given.
    const answered = new Map<string, () => void>();
    const polls = usernames.map(async (u) => {
      let next: string | null = null;
      while (!stopped.yes) {
        const out: Record<string, any> | null = await cti(tokens.get(u)!, 'GetAgentSnapshot', { nextToken: next }).catch(() => null);
        if (!out) break;
        next = out.nextToken;
        answered.get(u)?.();
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    global.gc?.();
    const heapPerAgent = (process.memoryUsage().heapUsed - heapBefore) / n;

    const states = [{ name: 'Available', type: 'routable' }, { name: 'Lunch', type: 'not_routable' }];
    const times: number[] = [];
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < rounds; i++) {
      const u = usernames[(i * 7919) % n]!;
      const woke = new Promise<void>((resolve) => answered.set(u, resolve));
      const t0 = performance.now();
      await cti(tokens.get(u)!, 'PutAgentState', { state: states[i % 2] });
      await woke;
      times.push(performance.now() - t0);
      answered.delete(u);
    }
    const cpu = process.cpuUsage(cpuBefore);
    times.sort((a, b) => a - b);
    const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(times.length * q))]!);
    stopped.yes = true;
    await local.close();
    await Promise.race([Promise.allSettled(polls), new Promise((r) => setTimeout(r, 2000))]);
    return {
      name: `${n} agents polling: one agent's change → its poll answers`,
      goal: n <= 200 ? 'p99 < 50' : n <= 500 ? 'p99 < 100' : '—',
      changes: rounds,
      'median ms': at(0.5),
      'p95 ms': at(0.95),
      'p99 ms': at(0.99),
      'CPU ms per change': round((cpu.user + cpu.system) / 1000 / rounds),
      'heap KB per agent': Math.round(heapPerAgent / 1024),
    };
  } finally {
    stopped.yes = true;
    await local.close().catch(() => {});
  }
}

/** Signs in through the login page, as the popup does, and reads the token the ccp-v2 page hands the worker. */
async function signIn(url: string, username: string): Promise<string> {
  const login = await fetch(`${url}/connect/login`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `username=${encodeURIComponent(username)}` });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const page = await (await fetch(`${url}/connect/ccp-v2/`, { headers: { cookie } })).text();
  const token = /"authToken":"([^"]+)"/.exec(page)?.[1];
  if (!token) throw new Error(`No token for ${username}`);
  return token;
}

const round = (n: number) => Math.round(n * 100) / 100;
