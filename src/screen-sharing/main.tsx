import { AmazonConnectApp } from '@amazon-connect/app';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from '../shared/i18n/intl-provider';
import type { ContactSummary } from '../shared/screen-sharing/messages';
import { chooseLocale, toLanguageTag } from '../shared/i18n/locales';
import { loadMessages, type Messages } from '../shared/i18n/load-messages';
import { popupLink, workspaceLink } from './links';
import { ScreenSharingView } from './ScreenSharingView';
import { checkFraming } from '../shared/security/framing';
import { loadWorkspaceOrigins } from '../shared/security/workspace-origins';
import { renderFramingRefusal } from '../shared/ui/security/framing-refusal';
import { applyThemeChoice, readThemeChoice } from '../shared/ui/theme/theme';

/**
 * The screen-sharing entry. In the standalone setup it is a popup (window.opener is the panel, same origin); in
 * the agent workspace it is a tab (an app with its own SDK provider), and the contact comes in the launch
 * parameters. It speaks the panel's language: the one picked on this browser, else the browser's.
 */
let storedLanguage: string | null = null;
try {
  storedLanguage = localStorage.getItem('selectedLanguage');
  // Light or dark as the agent chose in the panel's Settings (same origin); the system's preference otherwise.
  applyThemeChoice(readThemeChoice(localStorage));
} catch {
  // Storage can be blocked in a sandboxed tab; the browser language and the system's theme are used then.
}
const locale = chooseLocale(storedLanguage, navigator.language);
const messages: Messages = await loadMessages(locale);
// The page's language is the one it speaks (screen readers pick their voice by it).
document.documentElement.lang = toLanguageTag(locale);
const withLanguage = (view: ReactNode) => (
  <IntlProvider locale={toLanguageTag(locale)} defaultLocale="en-US" messages={messages}>
    {view}
  </IntlProvider>
);

const root = createRoot(document.getElementById('root')!);

if (window.opener) {
  const contactId = new URLSearchParams(location.search).get('contactId') ?? '';
  root.render(withLanguage(<ScreenSharingView contactId={contactId} initial={null} link={popupLink(window.opener as Window)} />));
} else {
  // A workspace tab: only a configured workspace origin may be the page that answers the SDK's handshake.
  const framing = checkFraming(window, await loadWorkspaceOrigins());
  if (!framing.ok) await renderFramingRefusal(root, framing.framedBy);
  else startWorkspaceTab();
}

function startWorkspaceTab() {
  const { provider } = AmazonConnectApp.init({
    workspace: { connectionTimeout: 10_000 },
    onCreate: async ({ context }) => {
      const p = (context.parameters ?? {}) as Record<string, unknown>;
      const contactId = String(p.contactId ?? (context.scope?.type === 'contact' ? context.scope.contactId : ''));
      const initial: ContactSummary = { contactId, channel: 'voice', customer: typeof p.customer === 'string' && p.customer ? p.customer : null };
      root.render(withLanguage(<ScreenSharingView contactId={contactId} initial={initial} link={workspaceLink(provider)} />));
    },
  });
}
