import { StrictMode, useEffect } from 'react';
import type { CcpModel } from '../../model';
import type { LocaleState } from '../../i18n/locale-state';
import { Shell } from '../shell/Shell';
import { LocaleProvider } from './LocaleProvider';
import { ModelProvider } from './model-context';
import { useFocusKeeper } from '../common/use-focus-keeper';
import { preloadLazyViews } from '../common/lazy-view';
import { whenIdle } from '../common/when-idle';
import { useValue } from './use-value';
import { warmIntl } from '../../i18n/intl-provider';
import { toLanguageTag } from '../../i18n/locales';

/** The panel, whichever host drives the model. */
export function CcpApp({ model, locale }: { model: CcpModel; locale: LocaleState }) {
  useFocusKeeper();
  // Once the agent is signed in and the status shown, the other screens' code loads while the agent looks, and the
  // browser's Intl is set up for the panel's language (intl-provider.tsx).
  const initialized = useValue(model.agent.isInitialized);
  useEffect(() => {
    if (!initialized) return;
    whenIdle(preloadLazyViews);
    whenIdle(() => warmIntl(toLanguageTag(locale.locale.peek())));
  }, [initialized, locale]);
  return (
    <StrictMode>
      <ModelProvider model={model}>
        <LocaleProvider state={locale}>
          <Shell />
        </LocaleProvider>
      </ModelProvider>
    </StrictMode>
  );
}
