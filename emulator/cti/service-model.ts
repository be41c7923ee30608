import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The CTI service model (AmazonConnectCTIService) as bundled inside the installed amazon-connect-streams
 * release. Streams' worker validates requests and parses responses against exactly this model, so it is the
 * contract Connect Local has to keep.
 */
export interface ServiceModel {
  metadata: { uid?: string; apiVersion: string; targetPrefix: string };
  operations: Record<string, { input?: { shape: string }; output?: { shape: string } }>;
  shapes: Record<string, unknown>;
}

/** The readable release, which carries the service model as JSON: read here, never served. */
export const streamsBundlePath = (): string => createRequire(import.meta.url).resolve('amazon-connect-streams/release/connect-streams.js');

/**
 * The minified release of the same version, what pages load: AWS's hosted CCP and worker ship minified code, and a
 * panel does (build.mjs). The readable one, twice the size, took the CCP frame and any page given it longer to parse
 * and run than the real thing would.
 */
export const streamsMinBundlePath = (): string => createRequire(import.meta.url).resolve('amazon-connect-streams/release/connect-streams-min.js');

export function extractServiceModel(bundle: string): ServiceModel {
  const marker = bundle.search(/"targetPrefix":\s*"AmazonConnectCTIService"/);
  if (marker < 0) throw new Error('The CTI service model was not found in the streams bundle');
  // The model is a JSON literal; walk back to the '{' that opens it, then forward to its matching '}'.
  const start = bundle.lastIndexOf('"version"', marker) - 1;
  let depth = 0;
  let inString = false;
  let i = start;
  for (; i < bundle.length; i++) {
    const ch = bundle[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) break;
  }
  return JSON.parse(bundle.slice(start, i + 1)) as ServiceModel;
}

/** The `connect.ClientMethods` enum: every method streams' public API can ask the worker for. */
export function extractClientMethods(bundle: string): string[] {
  const m = bundle.match(/connect\.ClientMethods = connect\.makeEnum\(\[([\s\S]*?)\]\)/);
  return m ? [...m[1]!.matchAll(/'([A-Za-z]+)'/g)].map((x) => x[1]!) : [];
}

export function loadServiceModel(): ServiceModel {
  return extractServiceModel(readFileSync(streamsBundlePath(), 'utf8'));
}
