import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Channel, Route } from '../../model';
import { channelTabs, routeOfChannel } from '../../rules/channels';
import { tabScrollState, tabScrollTarget, type TabScrollState } from '../../rules/tab-scroll';
import { useModel } from '../app/model-context';
import { navigate } from '../app/router';
import { useValue } from '../app/use-value';
import { channelIcon } from '../common/channel-icon';
import { Icon } from '../common/Icon';
import { useTooltip } from '../common/Tooltip';

const LABEL: Record<Channel | 'settings', string> = { voice: 'tab.voice', chat: 'tab.chat', email: 'tab.email', task: 'tab.task', settings: 'tab.settings' };
const FITS: TabScrollState = { overflowing: false, canScrollBack: false, canScrollForward: false };

/**
 * Channel tabs in spec order, then Settings; arrow keys, Home and End move between them (and open them). A tab
 * never breaks or cuts its label: when the tabs are wider than the panel (narrow windows, long languages) the strip
 * scrolls sideways and two named buttons beside it scroll it by a step (spec §10), shown only then.
 */
export function ChannelTabs() {
  const model = useModel();
  const intl = useIntl();
  const enabled = useValue(model.agent.enabledChannels);
  const route = useValue(model.view.route);
  const attention = useValue(model.contacts.channelsNeedingAttention);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const stripRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState<TabScrollState>(FITS);

  const tabs: { key: Channel | 'settings'; route: Route }[] = [
    ...channelTabs(enabled).map((c) => ({ key: c, route: routeOfChannel(c) as Route })),
    { key: 'settings', route: 'settings' },
  ];
  const selected = Math.max(0, tabs.findIndex((t) => t.route === route));

  // Overflow is measured against the whole strip, buttons included, so showing the buttons (which narrows the
  // list) cannot keep them shown once the tabs would fit without them.
  const measure = useCallback(() => {
    const strip = stripRef.current;
    const list = listRef.current;
    if (!strip || !list) return;
    const next = tabScrollState({ scrollLeft: list.scrollLeft, clientWidth: list.clientWidth, scrollWidth: list.scrollWidth });
    const overflowing = list.scrollWidth > strip.clientWidth + 1;
    const state = overflowing ? { ...next, overflowing: true } : FITS;
    setScroll((s) => (s.overflowing === state.overflowing && s.canScrollBack === state.canScrollBack && s.canScrollForward === state.canScrollForward ? s : state));
  }, []);

  // Measured when the strip or a tab changes size (a ResizeObserver reports each element once when observed, then
  // after layout, before paint), not after every render: a measure per render forces a layout each time, at
  // start-up too, where the status waits behind it.
  useEffect(() => {
    const observer = new ResizeObserver(measure);
    if (stripRef.current) observer.observe(stripRef.current);
    // A web font arriving late changes the tabs' widths, which the observer reports too.
    for (const tab of refs.current) if (tab) observer.observe(tab);
    return () => observer.disconnect();
  }, [measure, tabs.length]);

  // The open tab is scrolled into the strip (e.g. Settings opened by a link or a shortcut), never the page.
  // Only when the strip overflows (as last measured): reading the layout otherwise would force one on every change
  // of tab, the first render and the agent's arrival included.
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = refs.current[selected];
    if (!scroll.overflowing || !list || !tab || list.scrollWidth <= list.clientWidth) return;
    const start = tab.offsetLeft - list.offsetLeft;
    const end = start + tab.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [selected, scroll.overflowing]);

  const scrollBy = (direction: 'back' | 'forward') => {
    const list = listRef.current;
    if (!list) return;
    list.scrollLeft = tabScrollTarget({ scrollLeft: list.scrollLeft, clientWidth: list.clientWidth, scrollWidth: list.scrollWidth }, direction);
    measure();
  };

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

  // aria-disabled, not disabled: a button that reaches its end keeps keyboard focus instead of dropping it.
  const scrollButton = (direction: 'back' | 'forward') => (
    <TabScrollButton
      direction={direction}
      label={intl.formatMessage({ id: direction === 'back' ? 'tab.scrollBack' : 'tab.scrollForward' })}
      can={direction === 'back' ? scroll.canScrollBack : scroll.canScrollForward}
      onScroll={scrollBy}
    />
  );

  return (
    <div className={scroll.overflowing ? 'tab-strip overflowing' : 'tab-strip'} ref={stripRef}>
      {scroll.overflowing && scrollButton('back')}
      <div role="tablist" aria-label={intl.formatMessage({ id: 'tab.list' })} className="channel-tabs" ref={listRef} onKeyDown={onKeyDown} onScroll={measure}>
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
      {scroll.overflowing && scrollButton('forward')}
    </div>
  );
}

/** A scroll arrow of the tab strip: an icon, so its name is its tooltip too. */
function TabScrollButton({ direction, label, can, onScroll }: { direction: 'back' | 'forward'; label: string; can: boolean; onScroll(direction: 'back' | 'forward'): void }) {
  const tip = useTooltip<HTMLButtonElement>(label);
  return (
    <>
      <button type="button" className="tab-scroll" aria-label={label} aria-disabled={!can} onClick={() => can && onScroll(direction)} {...tip.anchorProps}>
        <Icon name={direction === 'back' ? 'scrollBack' : 'scrollForward'} />
      </button>
      {tip.tooltip}
    </>
  );
}
