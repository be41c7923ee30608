import { useState, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { useModel } from '../app/model-context';
import { navigate } from '../app/router';
import { useValue } from '../app/use-value';
import { Button } from '../common';
import { AgentGreeting } from '../common/AgentGreeting';
import { NotificationPrompt } from './NotificationPrompt';
import './email.css';

/** The Email tab with no email shown (email §2): how many emails there are, and New Email if the agent may. */
export function EmailHome({ headingRef, contactCount }: { headingRef: Ref<HTMLHeadingElement>; contactCount: number }) {
  const model = useModel();
  const canCreate = useValue(model.agent.canCreateEmail) && model.can('email');
  const creating = useValue(model.email.creating);
  const [failed, setFailed] = useState(false);
  const start = async () => {
    setFailed(false);
    const id = await model.email.newEmail();
    if (id) navigate(model, 'email', id);
    else setFailed(true);
  };
  return (
    <section className="channel-home email-home">
      <AgentGreeting />
      <h2 ref={headingRef} tabIndex={-1}>
        <FormattedMessage id="home.email.empty" values={{ contactCount }} />
      </h2>
      {canCreate && (
        <Button variant="primary" icon="email" disabled={creating} onClick={() => void start()}>
          <FormattedMessage id="email.new" />
        </Button>
      )}
      <NotificationPrompt />
      {failed && (
        <p role="alert" className="email-error">
          <FormattedMessage id="email.error.create" />
        </p>
      )}
    </section>
  );
}
