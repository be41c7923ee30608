/**
 * A key of config.json the panel does not read is a typo: named, so it stops the panel instead of being silently
 * ignored. Throws an Error naming `<at>.<key>` (the caller prefixes "config.json: ").
 */
export function onlyKnownKeys(o: Record<string, unknown>, keys: readonly string[], at: string): void {
  const extra = Object.keys(o).find((k) => !keys.includes(k));
  if (extra !== undefined) throw new Error(`${at}.${extra} is not a setting the panel knows (a typo?)`);
}
