// `npx tsx bench/ring-profile.ts [rounds]`: where the panel's share of ring to screen goes, per offer, in thread time
// (Chromium's timeline, so it holds on a busy machine): the callback's task, style, layout and paint up to the offer
// painted, and React's commits with how many components rendered in each (their names with a `node build.mjs --dev`
// build). The first offer of the session is printed apart: it runs code for the first time.
import { ringOffers, type OfferProfile } from './ring.bench.ts';

const rounds = +(process.argv[2] ?? 4);
const { profiled } = await ringOffers(rounds, { profile: true });
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const r = (n: number) => Math.round(n * 10) / 10;
for (const [channel, offers] of Object.entries(profiled)) {
  const later = channel === 'voice' ? offers.slice(1) : offers;
  if (channel === 'voice' && offers[0]) {
    console.log(`voice, first offer of the session: ${JSON.stringify({ ...offers[0], selfTime: undefined, commits: offers[0].commits.map((c) => c.rendered) })}`);
    if (process.argv.includes('--cpu')) top(offers.slice(0, 1));
  }
  const pick = (k: 'inTask' | 'toPainted' | 'style' | 'layout' | 'paint') => r(med(later.map((o) => o[k])));
  console.log(`${channel} (median of ${later.length}, thread ms): in the callback's task ${pick('inTask')}, to painted ${pick('toPainted')} (style ${pick('style')}, layout ${pick('layout')}, paint ${pick('paint')}); React commits ${later.map((o) => o.commits.map((c) => c.rendered).join('+')).join(' | ')}`);
  if (process.argv.includes('--cpu')) top(later);
  if (process.argv.includes('--names')) for (const o of later.slice(0, 1)) for (const c of o.commits) console.log(`   ${c.names.join(' ')}`);
}
process.exit(0);

/** The functions with the most self time between the callback and painted, summed over the offers. */
function top(offers: OfferProfile[]) {
  const sum = new Map<string, number>();
  for (const o of offers) for (const [k, v] of Object.entries(o.selfTime)) sum.set(k, (sum.get(k) ?? 0) + v / offers.length);
  for (const [k, v] of [...sum].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`   ${r(v)} ms  ${k}`);
}
