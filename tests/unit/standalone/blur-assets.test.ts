import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../../src/standalone/config';
import { blurAssetPaths } from '../../../src/standalone/video/blur-assets';

const base = { instanceUrl: 'https://alias.my.connect.aws', region: 'us-west-2' };

describe("background blur's files (config.json backgroundBlur)", () => {
  it("are off unless turned on; true is the Chime SDK's own CDN paths", () => {
    expect(parseConfig(base).backgroundBlur).toBe(false);
    expect(parseConfig({ ...base, backgroundBlur: true }).backgroundBlur).toEqual({});
    expect(parseConfig({ ...base, backgroundBlur: {} }).backgroundBlur).toEqual({});
    expect(blurAssetPaths(undefined, 'https://panel.example.com/channel-view/chat')).toBeNull();
  });

  it('may be self-hosted with the CDN layout under a path or an https URL', () => {
    expect(parseConfig({ ...base, backgroundBlur: { assetsUrl: '/chime' } }).backgroundBlur).toEqual({ assetsUrl: '/chime' });
    expect(blurAssetPaths('/chime', 'https://panel.example.com/channel-view/chat')).toEqual({
      worker: 'https://panel.example.com/chime/bgblur/workers/worker.js',
      wasm: 'https://panel.example.com/chime/bgblur/wasm/_cwt-wasm.wasm',
      simd: 'https://panel.example.com/chime/bgblur/wasm/_cwt-wasm-simd.wasm',
      model: 'https://panel.example.com/chime/bgblur/models/selfie_segmentation_landscape.tflite',
    });
    expect(blurAssetPaths('https://assets.example.com/sdk/', 'https://panel.example.com/')!.worker).toBe('https://assets.example.com/sdk/bgblur/workers/worker.js');
  });

  it('may be turned off', () => {
    expect(parseConfig({ ...base, backgroundBlur: false }).backgroundBlur).toBe(false);
  });

  it('a bad value is refused with the field named', () => {
    for (const backgroundBlur of ['on', 'off', { assetsUrl: 'http://assets.example.com/' }, { assetsUrl: 'chime/' }, { assetsUrl: '//cdn.example.com/' }]) {
      expect(() => parseConfig({ ...base, backgroundBlur }), JSON.stringify(backgroundBlur)).toThrow(ConfigError);
      expect(() => parseConfig({ ...base, backgroundBlur }), JSON.stringify(backgroundBlur)).toThrow(/backgroundBlur/);
    }
  });
});
