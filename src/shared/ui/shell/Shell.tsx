import { useDeferredValue, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { Route } from '../../model';
import { channelOfRoute } from '../../rules/channels';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { SettingsPage } from './lazy-channel-views';
import { AccessDenied, SignedOut } from './AccessDenied';
import { AlertBanners } from './AlertBanners';
import { FailoverBanner } from '../failover/FailoverBanner';
import { ChannelPage } from './ChannelPage';
import { TaskListPage } from '../task-list/TaskListPage';
import { Header } from './Header';
import { InactivityModal } from './InactivityModal';
import { Toasts } from '../toasts/Toasts';
import { MainLoader } from './MainLoader';
import { useShortcuts } from './use-shortcuts';
import { usePageGuards } from '../app/use-page-guards';
import { LiveAnnouncer } from '../common/Announcer';
import { IncomingAnnouncer } from './IncomingAnnouncer';
import { IncomingNotifier } from './IncomingNotifier';
import { SoundBlockedNotice } from '../voice/SoundBlockedNotice';
import { ScreenPopNotice } from '../crm/ScreenPopNotice';
import { SoftphoneCarrierNotice } from '../voice/SoftphoneCarrierNotice';
import './Shell.css';

const TITLE: Record<Route, string> = { softphone: 'title.softphone', chat: 'title.chat', task: 'title.task', email: 'title.email', settings: 'title.settings', 'task-list': 'title.taskList' };

export function Shell() {
  const model = useModel();
  const intl = useIntl();
  const denied = useValue(model.agent.accessDenied);
  const signedOut = useValue(model.session.signedOut);
  const initialized = useValue(model.agent.isInitialized);
  const route = useValue(model.view.route);
  // When the agent signs in, the header (the status) commits first; the page under it renders a moment later, in
  // work React can interrupt, so it does not hold up the CCP frame, which at start-up shares this thread.
  const pageShown = useDeferredValue(initialized, false);
  useShortcuts(model);
  usePageGuards(model);

  useEffect(() => {
    document.title = intl.formatMessage({ id: route ? TITLE[route] : 'title.app' });
  }, [route, intl]);

  if (signedOut) return <SignedOut />;
  if (denied) return <AccessDenied reason={denied} />;
  // Until the agent is signed in the loader shows, and the header and the rest of the frame are already mounted,
  // hidden: the panel waits about 150 ms for the first snapshot, and mounting them only then held the status back
  // by the whole render (about 20 ms); at sign-in they only update. The loader has the alert banners meanwhile.
  return (
    <>
      {!initialized && <MainLoader />}
      <div className="ccp" hidden={!initialized}>
        {/* The first stop for the keyboard (chat/task/email §2): straight past the header to the page. The hash
            holds the shown contact, so the link moves the focus itself instead of changing the hash. */}
        <a
          className="skip-link"
          href="#ccp-main"
          onClick={(e) => {
            e.preventDefault();
            document.getElementById('ccp-main')?.focus();
          }}
        >
          {intl.formatMessage({ id: 'header.skipToMain' })}
        </a>
        <Header taskList={route === 'task-list'} />
        <LiveAnnouncer />
        <IncomingAnnouncer />
        <IncomingNotifier />
        {initialized && <AlertBanners />}
        <FailoverBanner />
        <SoundBlockedNotice />
        <ScreenPopNotice />
        <SoftphoneCarrierNotice />
        <InactivityModal />
        <main id="ccp-main" className="ccp-main" tabIndex={-1}>{!pageShown ? null : route === 'settings' ? <SettingsPage /> : route === 'task-list' ? <TaskListPage /> : route ? <ChannelPage channel={channelOfRoute(route)} route={route} /> : null}</main>
        {/* After main in tab order; floats over it, never over the field being typed into. */}
        <Toasts />
      </div>
    </>
  );
}
