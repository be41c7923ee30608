import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * Every figure with its goal, and how it moved since the previous results file: a row's goal is the "(goal …)" its
 * name carries; its value is its median (or 'median ms'). Lower is better for every figure the bench prints (times,
 * ratios, CPU, sizes). A change within 10 % of the previous value, or inside this run's own p5–p95 spread, is noise:
 * the machine's speed drifts by a third between hours, so only a larger move says something.
 */
export type Row = Record<string, unknown>;

export function latestResults(dir: string): { file: string; data: Record<string, unknown> } | null {
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const last = files.at(-1);
  return last ? { file: `${dir}/${last}`, data: JSON.parse(readFileSync(`${dir}/${last}`, 'utf8')) } : null;
}

const nameOf = (r: Row) => String(r.figure ?? r.name ?? '');
const valueOf = (r: Row): number | null => {
  const v = r.median ?? r['median ms'];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

/** The goal named in a figure, or '—' for a figure that has none (measured to be seen, not to pass). */
export function goalOf(name: string): string {
  return /\(goal ([^);]+)/.exec(name)?.[1] ?? /goal ([^);]+)\)/.exec(name)?.[1] ?? '—';
}

/** Whether a value meets a goal written as '≤ 1.5', '< 5', 'p95 ≤ 16.7' (the median is checked unless it says p95). */
function meets(goal: string, row: Row): string {
  const m = /(p95 |p99 )?(≤|<)\s*([\d.]+)/.exec(goal);
  if (!m) return '';
  const q = m[1]?.trim();
  const at = q ? (row[q] ?? row[`${q} ms`]) : valueOf(row);
  const v = typeof at === 'number' ? at : null;
  if (v === null) return '';
  return (m[2] === '≤' ? v <= +m[3]! : v < +m[3]!) ? 'met' : 'not met';
}

function spreadOf(r: Row): [number, number] | null {
  const m = /^([\d.]+)–([\d.]+)$/.exec(String(r.spread ?? ''));
  return m ? [+m[1]!, +m[2]!] : null;
}

export function compared(rows: Row[], previous: Row[] | undefined): Row[] {
  const before = new Map((Array.isArray(previous) ? previous : []).map((r) => [nameOf(r), valueOf(r)]));
  return rows.map((r) => {
    const name = nameOf(r);
    const goal = typeof r.goal === 'string' ? r.goal : goalOf(name);
    const now = valueOf(r);
    const was = before.get(name);
    let change = 'new';
    if (was === undefined || was === null || now === null) change = was === undefined ? 'new' : '—';
    else {
      const spread = spreadOf(r);
      const noise = Math.abs(now - was) <= Math.abs(was) * 0.1 || (spread !== null && was >= spread[0] && was <= spread[1]);
      change = noise ? `within noise (was ${was})` : now < was ? `better (was ${was})` : `worse (was ${was})`;
    }
    return { ...r, goal, ...(goal !== '—' ? { 'goal met': meets(goal, r) } : {}), 'vs previous': change };
  });
}
