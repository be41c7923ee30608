import type { Root } from 'react-dom/client';
import { FormattedMessage } from 'react-intl';
import { IntlProvider } from '../../i18n/intl-provider';
import { chooseLocale, toLanguageTag } from '../../i18n/locales';
import { loadMessages } from '../../i18n/load-messages';

/**
 * What a page of the panel shows instead of itself when a page it does not allow frames it: nothing of the agent,
 * no connection made, one sentence in the browser's language.
 */
export async function renderFramingRefusal(root: Root, framedBy: string | null) {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('selectedLanguage');
  } catch {
    // Storage may be blocked in a third-party frame; the browser language is used then.
  }
  const locale = chooseLocale(stored, navigator.language);
  const messages = await loadMessages(locale);
  root.render(
    <IntlProvider locale={toLanguageTag(locale)} defaultLocale="en-US" messages={messages}>
      <p role="alert">
        <FormattedMessage id="security.framing.refused" values={{ origin: framedBy ?? '?' }} />
      </p>
    </IntlProvider>,
  );
}
