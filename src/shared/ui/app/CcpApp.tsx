import { StrictMode } from 'react';
import type { CcpModel } from '../../model';
import type { LocaleState } from '../../i18n/locale-state';
import { Shell } from '../shell/Shell';
import { LocaleProvider } from './LocaleProvider';
import { ModelProvider } from './model-context';
import { useFocusKeeper } from '../common/use-focus-keeper';

/** The panel, whichever host drives the model. */
export function CcpApp({ model, locale }: { model: CcpModel; locale: LocaleState }) {
  useFocusKeeper();
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
