/// <reference types="amazon-connect-streams" />
import type { CcpModel, KeyValueStorage } from '../../shared/model';
import { screenPopsFor } from '../../shared/crm/screen-pop';
import { createScreenPopWindows } from '../../shared/crm/screen-pop-windows';
import { crmFeatures } from '../../shared/ui/crm/crm-features';
import type { PanelConfig } from '../config';
import { registerTelLinks, takeDialRoute } from './dial-route';
import { startEmbedHost } from './embed-host';
import { followCrmContacts } from './streams-crm-contacts';

/**
 * The CRM integration of the standalone page: click-to-dial (…/dial?number= and the tel: handler) and screen pops
 * from streams' contacts, and the embedding API when a CRM page frames the panel. Runs before the router (takeDialRoute turns the dial path into the softphone's).
 */
export function startCrm(streams: typeof connect, model: CcpModel, config: PanelConfig, storage: KeyValueStorage, win: Window = window) {
  takeDialRoute(model, storage, win);
  const { rules, allowedOrigins } = config.crm.screenPop;
  const screenPops = createScreenPopWindows(win);
  const telLinks = typeof win.navigator.registerProtocolHandler === 'function' && win.isSecureContext;
  crmFeatures.value = { screenPops, ...(telLinks ? { registerTelLinks: () => registerTelLinks(win) } : {}) };
  const embedded = startEmbedHost(model, storage, { allowedFramingOrigins: config.allowedFramingOrigins, attributes: config.crm.embed.attributes, autoDial: config.crm.dial.autoDial }, win);
  followCrmContacts(streams, (event) => {
    for (const pop of screenPopsFor(event, rules, allowedOrigins)) screenPops.open(pop);
    embedded?.(event);
  });
}
