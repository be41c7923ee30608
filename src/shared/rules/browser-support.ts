/**
 * Browser support (spec §5): not Opera; Chrome above 22; Firefox above 21. Other engines (Safari, Edge on
 * Chromium, which reports Chrome) are let through: the spec names no rule for them.
 */
export function isSupportedBrowser(userAgent: string): boolean {
  if (/\bOPR\/|\bOpera\b/.test(userAgent)) return false;
  const chrome = /\b(?:Chrome|Chromium)\/(\d+)/.exec(userAgent);
  if (chrome) return Number(chrome[1]) > 22;
  const firefox = /\bFirefox\/(\d+)/.exec(userAgent);
  if (firefox) return Number(firefox[1]) > 21;
  return true;
}
