import { describe, expect, it } from 'vitest';
import { isSupportedBrowser } from '../../../src/shared/rules/browser-support';

describe('browser support', () => {
  it('refuses Opera, even though it reports Chrome', () => {
    expect(isSupportedBrowser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 OPR/106.0')).toBe(false);
  });
  it('needs Chrome above 22', () => {
    expect(isSupportedBrowser('Mozilla/5.0 AppleWebKit/537.36 Chrome/22.0 Safari/537.36')).toBe(false);
    expect(isSupportedBrowser('Mozilla/5.0 AppleWebKit/537.36 Chrome/23.0 Safari/537.36')).toBe(true);
  });
  it('needs Firefox above 21', () => {
    expect(isSupportedBrowser('Mozilla/5.0 (X11; Linux) Gecko/20100101 Firefox/21.0')).toBe(false);
    expect(isSupportedBrowser('Mozilla/5.0 (X11; Linux) Gecko/20100101 Firefox/22.0')).toBe(true);
  });
  it('counts headless Chrome as Chrome', () => {
    expect(isSupportedBrowser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120.0.0.0 Safari/537.36')).toBe(true);
  });
  it('lets Edge on Chromium through by the Chrome rule', () => {
    expect(isSupportedBrowser('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0')).toBe(true);
  });
  it('refuses Safari and other engines', () => {
    expect(isSupportedBrowser('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15')).toBe(false);
    expect(isSupportedBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe(false);
  });
});
