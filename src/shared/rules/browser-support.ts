/**
 * Browser support (spec §5): not Opera; Chrome above 22; Firefox above 21; otherwise the unsupported-browser
 * alert appears. Edge on Chromium reports Chrome and passes by the Chrome rule; Safari and every other engine
 * do not (issue 12: Safari got no alert).
 */
export function isSupportedBrowser(userAgent: string): boolean {
  if (/\bOPR\/|\bOpera\b/.test(userAgent)) return false;
  // Headless Chrome (automation, kiosks) is Chrome.
  const chrome = /\b(?:HeadlessChrome|Chrome|Chromium)\/(\d+)/.exec(userAgent);
  if (chrome) return Number(chrome[1]) > 22;
  const firefox = /\bFirefox\/(\d+)/.exec(userAgent);
  if (firefox) return Number(firefox[1]) > 21;
  return false;
}
