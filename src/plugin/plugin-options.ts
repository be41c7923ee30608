import { appBase } from '../shared/ui/app/router';

/** What the admin tells the plugin that the Amazon Connect SDK cannot (config.json beside the page). */
export interface PluginOptions {
  /**
   * The instance has multi-party chat turned on (Amazon Connect console, Telephony and chat > Enable multi-party
   * chats). The SDK reports no contact features, and an added quick connect is a transfer without it, so the
   * plugin offers Add to chat, Manage participants and Leave chat only when the admin says so.
   */
  multiPartyChat: boolean;
}

export const DEFAULT_PLUGIN_OPTIONS: PluginOptions = { multiPartyChat: false };

/** Reads the options; a missing or unreadable config.json, or a value that is not true, leaves them off. */
export async function loadPluginOptions(win: Window = window): Promise<PluginOptions> {
  try {
    const res = await fetch(`${appBase(win)}config.json`, { cache: 'no-store', signal: AbortSignal.timeout(5000) });
    if (!res.ok) return DEFAULT_PLUGIN_OPTIONS;
    const raw = (await res.json()) as { multiPartyChat?: unknown } | null;
    return { multiPartyChat: raw?.multiPartyChat === true };
  } catch {
    return DEFAULT_PLUGIN_OPTIONS;
  }
}
