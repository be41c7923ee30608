import { appBase } from '../ui/app/router';
import { parseAllowedOrigins } from './framing';

/** Amazon Connect's agent workspace origins, used when a deployment's config.json names none. */
export const DEFAULT_WORKSPACE_ORIGINS = ['https://*.my.connect.aws', 'https://*.awsapps.com'] as const;

/**
 * The workspace origins the plugin and the screen-sharing tab accept as their host, from `workspaceOrigins` in
 * the config.json beside the page. A config.json that cannot be read leaves the defaults; one that is malformed
 * allows nothing, so a typo never opens the panel to every site.
 */
export async function loadWorkspaceOrigins(win: Window = window): Promise<string[]> {
  let raw: unknown;
  try {
    const res = await fetch(`${appBase(win)}config.json`, { cache: 'no-store' });
    if (!res.ok) return [...DEFAULT_WORKSPACE_ORIGINS];
    raw = await res.json();
  } catch {
    return [...DEFAULT_WORKSPACE_ORIGINS];
  }
  const v = (raw as { workspaceOrigins?: unknown } | null)?.workspaceOrigins;
  if (v === undefined) return [...DEFAULT_WORKSPACE_ORIGINS];
  try {
    return parseAllowedOrigins(v, 'workspaceOrigins');
  } catch {
    return [];
  }
}
