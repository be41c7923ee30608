import { StrictMode } from 'react';
import type { CcpModel } from '../../model';
import type { LocaleState } from '../../i18n/locale-state';
import { Shell } from '../shell/Shell';
import { LocaleProvider } from './LocaleProvider';
import { ModelProvider } from './model-context';

/** The panel, whichever host drives the model. */
export function CcpApp({ model, locale }: { model: CcpModel; locale: LocaleState }) {
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
