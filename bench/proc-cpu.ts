// CPU time by kind of process, read from /proc (Linux): the test runner and Connect Local (Node), the test browser's
// processes by Chromium type, and Connect Local's simulated customer's Chromium. For bench/suite-cpu.ts and
// bench/panel-start-cpu.ts (docs/performance.md, "The test suite's time on 2 cores").
import { readFileSync, readdirSync } from 'node:fs';

const TICK = 100; // clock ticks a second (USER_HZ on Linux)

export interface Proc {
  pid: number;
  ppid: number;
  /** Seconds of CPU, user and system, at the last reading. */
  cpu: number;
  cmd: string;
}

/** Command lines by pid and start time: a process that has exited but not been reaped (a zombie) has none left. */
const commands = new Map<string, string>();

function read(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const key = `${pid}@${f[19]}`;
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim() || commands.get(key) || '';
    if (cmd) commands.set(key, cmd);
    return { pid, ppid: +f[1]!, cpu: (+f[11]! + +f[12]!) / TICK, cmd };
  } catch {
    return null;
  }
}

/** Every process on the machine now. */
export function allProcesses(): Map<number, Proc> {
  const all = new Map<number, Proc>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const p = read(+name);
    if (p) all.set(p.pid, p);
  }
  return all;
}

/** `root` and its descendants in `all`, and any process `known` already holds (re-parented when its parent died). */
export function treeOf(root: number, all: Map<number, Proc>, known: ReadonlyMap<number, Proc> = new Map()): Proc[] {
  const mine = (p: Proc) => {
    for (let q: Proc | undefined = p, n = 0; q && n < 40; q = all.get(q.ppid), n++) if (q.pid === root || known.has(q.pid)) return true;
    return false;
  };
  return [...all.values()].filter(mine);
}

/** A process's kind; the customer's browser is told apart by its profile folder (emulator/media/headless-chromium.ts). */
export function kindOf(p: Proc, byPid: ReadonlyMap<number, Proc>): string {
  const exe = p.cmd.split(' ')[0] ?? '';
  if (/chrom/i.test(exe) || p.cmd.includes('--type=')) {
    let root: Proc | undefined = p;
    while (root && root.cmd.includes('--type=')) root = byPid.get(root.ppid);
    const who = root?.cmd.includes('connect-local-customer-') ? 'customer chromium' : 'test chromium';
    const type = /--type=(\S+)/.exec(p.cmd)?.[1] ?? 'browser';
    const sub = /--utility-sub-type=(\S+)/.exec(p.cmd)?.[1]?.replace(/\.mojom\.\w+$/, '');
    return `${who}: ${sub ?? type}`;
  }
  if (/node|tsx/.test(exe)) return p.cmd.includes('playwright test') || p.cmd.includes('cli.js test') ? 'node: test runner' : 'node: test worker / Connect Local';
  return `other: ${exe.split('/').pop()}`;
}

/** Sums CPU seconds by kind. */
export function byKind(procs: Iterable<Proc>, byPid: ReadonlyMap<number, Proc>): Map<string, number> {
  const totals = new Map<string, number>();
  for (const p of procs) totals.set(kindOf(p, byPid), (totals.get(kindOf(p, byPid)) ?? 0) + p.cpu);
  return totals;
}

/**
 * Keeps every process of `root`'s tree it has seen, with its CPU at the last reading, so processes that exit still
 * count: read it every 100–200 ms (a process's last moments before it exits are lost).
 */
export class TreeCpu {
  readonly seen = new Map<string, Proc>();
  private byPid = new Map<number, Proc>();

  constructor(private readonly root: number) {}

  sample() {
    const all = allProcesses();
    for (const p of treeOf(this.root, all, this.byPid)) {
      this.seen.set(`${p.pid}:${p.cmd}`, p);
      this.byPid.set(p.pid, p);
    }
  }

  /** CPU seconds by kind, every process seen so far. */
  byKind(): Map<string, number> {
    this.sample();
    return byKind(this.seen.values(), this.byPid);
  }
}

export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
