import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { homePanelRequest, takeHomePanelRequest } from '../app/home-request';
import { softphoneViewOf } from '../../rules/channel-activation';
import { useStartWork } from '../app/use-start-work';
import { NumberPad, QuickConnectsPanel } from './lazy-dial-views';
import { navigate } from '../app/router';
import { Button } from '../common/Button';
import { clearSetupCheckRequest, setupCheckRequest } from '../settings/setup-check-request';

type View = 'home' | 'quick_connects' | 'number_pad';

/**
 * The softphone with no call shown: start one from quick connects or the number pad, or other work the agent may
 * start (Create task, related to nothing, on the Task tab; New Email on the Email tab).
 */
export function SoftphoneHome({ headingRef }: { headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const model = useModel();
  const canDial = useValue(model.agent.canDialOutbound) && model.can('dialOutbound');
  const work = useStartWork();
  const softphone = !!useValue(model.agent.configuration)?.softphoneEnabled;
  // A stored channel activation (the header's add-contact dropdown) names the view to show, after a reload too.
  const activated = softphoneViewOf(useValue(model.view.viewTypeOverride));
  const [view, setView] = useState<View>(() => (canDial && activated) || 'home');
  const opener = useRef<HTMLButtonElement | null>(null);
  const back = () => {
    // Closing the view the activation opened ends the activation.
    if (activated) model.view.setViewTypeOverride(null);
    setView('home');
  };
  useEffect(() => {
    if (activated && canDial) setView(activated);
  }, [activated, canDial]);
  // Another part of the page (a task's or a link's number to call) asked for the number pad with a number.
  const requested = useValue(homePanelRequest);
  const [number, setNumber] = useState('');
  // Each request is a fresh pad: a CRM's second number replaces the first on an open pad instead of being lost.
  const [requestCount, setRequestCount] = useState(0);
  // Back on the home, an earlier request to open Check my setup has been answered.
  useEffect(clearSetupCheckRequest, []);
  useEffect(() => {
    const r = takeHomePanelRequest();
    if (r && canDial) (setNumber(r.number ?? ''), setRequestCount((n) => n + 1), setView(r.panel));
  }, [requested, canDial]);

  // Closing a panel puts focus back on the button that opened it (the page's focus keeper finds its re-rendered
  // twin; a panel the header's dropdown opened has no opener, and the keeper picks the home's first control).
  useEffect(() => {
    if (view === 'home') opener.current?.focus();
  }, [view]);

  return (
    <section id="softphone-panel" className="channel-home softphone-home">
      <h2 ref={headingRef} tabIndex={-1}>
        <FormattedMessage id="home.voice.empty" />
      </h2>
      {view === 'home' && (canDial || work.mayCreateTask || work.mayCreateEmail) && (
        <div className="action-bar">
          {canDial && (
            <>
              <button type="button" onClick={(e) => ((opener.current = e.currentTarget), setView('quick_connects'))}>
                <FormattedMessage id="voice.quickConnects" />
              </button>
              <button type="button" onClick={(e) => ((opener.current = e.currentTarget), setNumber(''), setView('number_pad'))}>
                <FormattedMessage id="voice.numberPad" />
              </button>
            </>
          )}
          {work.mayCreateTask && (
            <button type="button" onClick={() => work.createUnrelatedTask()}>
              <FormattedMessage id="task.create.open" />
            </button>
          )}
          {work.mayCreateEmail && (
            <button type="button" disabled={work.creatingEmail} onClick={() => void work.newEmail()}>
              <FormattedMessage id="email.new" />
            </button>
          )}
        </div>
      )}
      {/* Before going Available (or any time between calls): Settings' Check my setup, opened. */}
      {view === 'home' && softphone && model.setupCheck() && (
        <Button variant="link" icon="settings" onClick={() => ((setupCheckRequest.value = true), navigate(model, 'settings'))}>
          <FormattedMessage id="setup.open" />
        </Button>
      )}
      {view === 'quick_connects' && <QuickConnectsPanel mode={{ kind: 'dial' }} onClose={back} onNumberPad={() => (setNumber(''), setView('number_pad'))} />}
      {view === 'number_pad' && <NumberPad key={requestCount} mode={{ kind: 'dial' }} initialNumber={number} onClose={() => (setNumber(''), back())} />}
    </section>
  );
}
