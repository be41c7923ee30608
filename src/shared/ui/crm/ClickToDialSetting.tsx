import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { Button } from '../common/Button';
import { crmFeatures } from './crm-features';

/**
 * Phone links on any page (tel:) opened in this panel's number pad: the agent's choice, then the browser's own
 * prompt. Nothing is registered until the agent asks; the browser does not tell whether the agent confirmed, so
 * the status says what was asked, not more.
 */
export function ClickToDialSetting() {
  const model = useModel();
  const register = useValue(crmFeatures).registerTelLinks;
  const [asked, setAsked] = useState<'no' | 'asked' | 'failed'>('no');
  // An administrator may leave the offer out for the fleet (config.json agentSettings.offerTelLinks).
  if (!register || !model.adminSettings.offerTelLinks) return null;
  const ask = () => {
    try {
      setAsked(register() ? 'asked' : 'failed');
    } catch {
      setAsked('failed');
    }
  };
  return (
    <fieldset className="notification-setting">
      <legend>
        <FormattedMessage id="crm.telLinks.title" />
      </legend>
      <p>
        <FormattedMessage id="crm.telLinks.text" />
      </p>
      <Button icon="call" onClick={ask}>
        <FormattedMessage id="crm.telLinks.register" />
      </Button>
      <p role="status">
        {asked === 'asked' && <FormattedMessage id="crm.telLinks.asked" />}
        {asked === 'failed' && <FormattedMessage id="crm.telLinks.failed" />}
      </p>
    </fieldset>
  );
}
