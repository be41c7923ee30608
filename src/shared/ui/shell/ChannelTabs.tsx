import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Channel, Route } from '../../model';
import { channelTabs, routeOfChannel } from '../../rules/channels';
import { useModel } from '../app/model-context';
import { navigate } from '../app/router';
import { useValue } from '../app/use-value';
import { channelIcon } from '../common/channel-icon';
import { Icon } from '../common/Icon';

const LABEL: Record<Channel | 'settings', string> = { voice: 'tab.voice', chat: 'tab.chat', email: 'tab.email', task: 'tab.task', settings: 'tab.settings' };

/** Channel tabs in spec order, then Settings; arrow keys, Home and End move between them (and open them). */
export function ChannelTabs() {
  const model = useModel();
  const intl = useIntl();
  const enabled = useValue(model.agent.enabledChannels);
  const route = useValue(model.view.route);
  const attention = useValue(model.contacts.channelsNeedingAttention);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const tabs: { key: Channel | 'settings'; route: Route }[] = [
    ...channelTabs(enabled).map((c) => ({ key: c, route: routeOfChannel(c) as Route })),
    { key: 'settings', route: 'settings' },
  ];
  const selected = Math.max(0, tabs.findIndex((t) => t.route === route));

  const open = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    navigate(model, tab.route);
    refs.current[index]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = { ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    open(to);
  };

  return (
    <div role="tablist" aria-label={intl.formatMessage({ id: 'tab.list' })} className="channel-tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => {
        const busy = tab.key !== 'settings' && attention.has(tab.key) && tab.route !== route;
        return (
          <button
            key={tab.key}
            ref={(el) => void (refs.current[i] = el)}
            role="tab"
            id={`tab-${tab.key}`}
            aria-selected={i === selected}
            aria-controls="channel-panel"
            tabIndex={i === selected ? 0 : -1}
            className={busy ? 'tab has-activity' : 'tab'}
            onClick={() => open(i)}
          >
            <Icon name={tab.key === 'settings' ? 'settings' : channelIcon(tab.key)} />
            <span className="tab-label">{intl.formatMessage({ id: LABEL[tab.key] })}</span>
            {busy && <span className="visually-hidden"> {intl.formatMessage({ id: 'tab.activity' })}</span>}
            {busy && <span className="activity-dot" aria-hidden="true" />}
          </button>
        );
      })}
    </div>
  );
}
