/// <reference types="amazon-connect-streams" />
import type { CcpModel } from '../../shared/model';
import { screenPopsFor } from '../../shared/crm/screen-pop';
import { createScreenPopWindows } from '../../shared/crm/screen-pop-windows';
import { crmFeatures } from '../../shared/ui/crm/crm-features';
import type { PanelConfig } from '../config';
import { followCrmContacts } from './streams-crm-contacts';

/** The CRM integration of the standalone page: screen pops from streams' contacts. */
export function startCrm(streams: typeof connect, _model: CcpModel, config: PanelConfig, win: Window = window) {
  const { rules, allowedOrigins } = config.crm.screenPop;
  const screenPops = createScreenPopWindows(win);
  crmFeatures.value = { ...crmFeatures.peek(), screenPops };
  followCrmContacts(streams, (event) => {
    for (const pop of screenPopsFor(event, rules, allowedOrigins)) screenPops.open(pop);
  });
}
