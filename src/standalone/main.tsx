import 'amazon-connect-streams';
import { createRoot } from 'react-dom/client';
import { createCcpModel } from '../shared/model';
import { createLocaleState } from '../shared/i18n/locale-state';
import { CcpApp } from '../shared/ui/app/CcpApp';
import { startRouter } from '../shared/ui/app/router';
import { browserStorage } from '../shared/ui/app/browser-storage';
import '../shared/ui/styles.css';
import { ConfigError, loadConfig } from './config';
import { createStreamsPort } from './streams/streams-port';
import { startStreamsAdapter } from './streams/streams-adapter';

/** The standalone page: streams drives the shared model; the shared views show it. */
async function main() {
  const root = createRoot(document.getElementById('root')!);
  let config;
  try {
    config = await loadConfig();
  } catch (e) {
    // Before the language is known: a deployment error for the admin, in plain text.
    root.render(<p role="alert">{e instanceof ConfigError ? e.message : String(e)}</p>);
    return;
  }
  const storage = browserStorage();
  const model = createCcpModel(createStreamsPort(connect), { storage });
  const locale = createLocaleState(model, storage);
  startRouter(model);
  startStreamsAdapter(connect, model, config, document.getElementById('ccp-frame')!);
  root.render(<CcpApp model={model} locale={locale} />);
}

void main();
