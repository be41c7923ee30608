import { useIntl } from 'react-intl';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { ChannelTabs } from './ChannelTabs';
import { StatusDropdown } from './StatusDropdown';
import { StatusTimer } from './StatusTimer';

export function Header() {
  const model = useModel();
  const intl = useIntl();
  const configuration = useValue(model.agent.configuration);
  return (
    <header className="ccp-header">
      <div className="header-row">
        {/* CSS hides the logo under 600 px and moves the timer below the dropdown under 540 px. */}
        <span className="logo" aria-hidden="true">
          CCP
        </span>
        <span className="agent-name">{configuration?.name}</span>
        <div className="status-area" role="group" aria-label={intl.formatMessage({ id: 'header.status.group' })}>
          <StatusDropdown />
          <StatusTimer />
        </div>
      </div>
      <ChannelTabs />
    </header>
  );
}
