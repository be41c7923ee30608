/**
 * Where the Chime SDK's background blur loads its files from. By default the SDK's own paths on Amazon's CDN
 * (static.sdkassets.chime.aws); a deployment that self-hosts a copy (config.json `backgroundBlur.assetsUrl`, so
 * its CSP can stay on 'self') keeps the CDN's layout under its own base.
 */
export interface BlurAssetPaths {
  worker: string;
  wasm: string;
  simd: string;
  model: string;
}

/** The CDN's layout, as amazon-chime-sdk-js 3.x names it (BackgroundFilterVideoFrameProcessor, ModelSpecBuilder). */
const LAYOUT = {
  worker: 'bgblur/workers/worker.js',
  wasm: 'bgblur/wasm/_cwt-wasm.wasm',
  simd: 'bgblur/wasm/_cwt-wasm-simd.wasm',
  model: 'bgblur/models/selfie_segmentation_landscape.tflite',
} as const;

/** The four files under `assetsUrl` (a URL or a path on this site), or null for the SDK's defaults. */
export function blurAssetPaths(assetsUrl: string | undefined, pageUrl: string): BlurAssetPaths | null {
  if (!assetsUrl) return null;
  const base = new URL(assetsUrl.endsWith('/') ? assetsUrl : `${assetsUrl}/`, pageUrl);
  const at = (file: string) => new URL(file, base).href;
  return { worker: at(LAYOUT.worker), wasm: at(LAYOUT.wasm), simd: at(LAYOUT.simd), model: at(LAYOUT.model) };
}
