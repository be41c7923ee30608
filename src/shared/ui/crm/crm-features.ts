import { signal } from '../../model/signals';
import type { ScreenPopWindows } from '../../crm/screen-pop-windows';

/**
 * The CRM features the host offers, for the views that show them: the standalone page sets them; the plugin, whose
 * workspace opens no windows for it and handles no tel: links, leaves them unset and the views show nothing.
 */
export interface CrmFeatures {
  screenPops?: ScreenPopWindows;
  /** Registers the panel for tel: links (the browser asks the agent to confirm); absent where the browser cannot. */
  registerTelLinks?: () => boolean;
}

export const crmFeatures = signal<CrmFeatures>({});
