import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * The panel's own code in what the standalone page loads at start (main.js, panel.js and the chunks they import
 * statically; streams and chatjs are the libraries' own files), read from the build's metafile (`npm run build`
 * first). gzip is measured on the files and shared out to own code by its share of the raw bytes.
 */
export function bundleBench(dir = 'dist/standalone') {
  const meta = JSON.parse(readFileSync(`${dir}/metafile.json`, 'utf8')) as {
    outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[]; inputs: Record<string, { bytesInOutput: number }> }>;
  };
  const initial = new Set<string>();
  const walk = (file: string) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const i of meta.outputs[file]?.imports ?? []) if (i.kind === 'import-statement') walk(i.path);
  };
  for (const [file, o] of Object.entries(meta.outputs)) {
    if (o.entryPoint === 'src/standalone/main.tsx' || o.entryPoint === 'src/standalone/panel.tsx') walk(file);
  }
  let raw = 0;
  let own = 0;
  // The Chime SDK must stay out of start-up: it is a chunk of its own, fetched when a video call connects.
  let chime = 0;
  // Nor the phone-number library: the number pad and click-to-dial load it with the later views (issue 33).
  let phone = 0;
  let gz = 0;
  for (const file of initial) {
    if (!file.endsWith('.js')) continue;
    const o = meta.outputs[file]!;
    const bytes = Object.values(o.inputs).reduce((n, i) => n + i.bytesInOutput, 0);
    const ownBytes = Object.entries(o.inputs).filter(([path]) => path.startsWith('src/')).reduce((n, [, i]) => n + i.bytesInOutput, 0);
    raw += bytes;
    own += ownBytes;
    phone += Object.entries(o.inputs).filter(([path]) => path.includes('node_modules/libphonenumber-js/')).reduce((n, [, i]) => n + i.bytesInOutput, 0);
    chime += Object.entries(o.inputs).filter(([path]) => path.includes('node_modules/amazon-chime-sdk-js/')).reduce((n, [, i]) => n + i.bytesInOutput, 0);
    gz += bytes ? (gzipSync(readFileSync(file)).length * ownBytes) / bytes : 0;
  }
  const kb = (n: number) => Math.round(n / 102.4) / 10;
  return [
    { figure: 'initial standalone bundle, libraries included, streams and chatjs aside (KB raw)', median: kb(raw), p95: null, spread: null, n: initial.size },
    { figure: 'own code in the initial standalone JS (KB gz; goal ≤ 150)', median: kb(gz), p95: null, spread: null, n: initial.size },
    { figure: 'own code in the initial standalone JS (KB raw)', median: kb(own), p95: null, spread: null, n: initial.size },
    { figure: 'libphonenumber-js in the initial standalone JS (KB raw; goal 0, it loads with the later views)', median: kb(phone), p95: null, spread: null, n: initial.size },
    { figure: 'Chime SDK in the initial standalone JS (KB raw; goal 0, it loads with the first video call)', median: kb(chime), p95: null, spread: null, n: initial.size },
  ];
}
