// The React floor page's module (bench/pages/react-floor.html), bundled by the start-up bench: React, react-intl
// and one FormattedMessage showing the agent's state, the least a panel built on them renders at start-up.
/// <reference types="amazon-connect-streams" />
import { useEffect, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';

function Status() {
  const [state, setState] = useState('');
  useEffect(() => {
    connect.agent((agent) => {
      setState(agent.getState().name);
      agent.onRefresh((a) => setState(a.getState().name));
    });
  }, []);
  // Timed as the DOM changes, as the other pages are (before paint).
  useLayoutEffect(() => {
    if (!state || (window as { __statusAt?: number }).__statusAt !== undefined) return;
    (window as { __statusAt?: number }).__statusAt = performance.now();
    console.debug('bench: status shown');
  }, [state]);
  return (
    <p>
      <FormattedMessage id="status" defaultMessage="{state}" values={{ state }} />
    </p>
  );
}

createRoot(document.getElementById('root')!).render(
  <IntlProvider locale="en-US" messages={{ status: '{state}' }}>
    <Status />
  </IntlProvider>,
);
