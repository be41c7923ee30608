import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useModel } from '../app/model-context';
import { navigate } from '../app/router';
import { IconButton } from '../common/Button';
import { useValue } from '../app/use-value';
import { AddContactMenu } from './AddContactMenu';
import { AgentName } from './AgentName';
import { useElementWidth } from './use-element-width';
import { ChannelTabs } from './ChannelTabs';
import { StatusDropdown } from './StatusDropdown';
import { StatusTimer } from './StatusTimer';
import './Header.css';

/** The panel's mark, shown from 600 px (spec §2); decorative, the page's h1 names the app. */
function BrandLogo() {
  return (
    <span className="brand-logo" aria-hidden="true">
      <svg viewBox="0 0 28 28" focusable="false">
        <rect className="brand-logo-tile" width="28" height="28" rx="6" />
        <path className="brand-logo-mark" d="M8 12.5a6 6 0 0 1 12 0v3M8 12.5v3.5a1.5 1.5 0 0 0 1.5 1.5h.5v-5h-2M20 15.5v.5a1.5 1.5 0 0 1-1.5 1.5H18v-5h2M18 17.5c0 2-2 3-4.5 3" />
      </svg>
    </span>
  );
}

/** The header; on the task-list route (only the task list) a settings button takes the channel tabs' place. */
export function Header({ taskList = false }: { taskList?: boolean }) {
  const model = useModel();
  const intl = useIntl();
  const configuration = useValue(model.agent.configuration);
  const headerRef = useRef<HTMLElement>(null);
  // The header's width decides how much of the agent's name and of the status name it shows (§9).
  const width = useElementWidth(headerRef);
  return (
    <header className="ccp-header" ref={headerRef}>
      {/* The page's one h1, for screen readers' heading navigation; the header shows the agent instead. */}
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'title.app' })}</h1>
      <div className="header-row">
        <BrandLogo />
        <AgentName name={configuration?.name ?? ''} width={width} />
        <div className="status-area" role="group" aria-label={intl.formatMessage({ id: 'header.status.group' })}>
          <StatusDropdown width={width} />
          <StatusTimer />
        </div>
        <AddContactMenu />
        {taskList && <IconButton icon="settings" label={intl.formatMessage({ id: 'header.openSettings' })} onClick={() => navigate(model, 'settings')} />}
      </div>
      {!taskList && <ChannelTabs />}
    </header>
  );
}
