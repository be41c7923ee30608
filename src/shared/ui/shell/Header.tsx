import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { AddContactMenu } from './AddContactMenu';
import { AgentName } from './AgentName';
import { ChannelTabs } from './ChannelTabs';
import { StatusDropdown } from './StatusDropdown';
import { StatusTimer } from './StatusTimer';
import './Header.css';

export function Header() {
  const model = useModel();
  const intl = useIntl();
  const configuration = useValue(model.agent.configuration);
  const headerRef = useRef<HTMLElement>(null);
  return (
    <header className="ccp-header" ref={headerRef}>
      {/* The page's one h1, for screen readers' heading navigation; the header shows the agent instead. */}
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'title.app' })}</h1>
      <div className="header-row">
        <AgentName name={configuration?.name ?? ''} headerRef={headerRef} />
        <div className="status-area" role="group" aria-label={intl.formatMessage({ id: 'header.status.group' })}>
          <StatusDropdown />
          <StatusTimer />
        </div>
        <AddContactMenu />
      </div>
      <ChannelTabs />
    </header>
  );
}
