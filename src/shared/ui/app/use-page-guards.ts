import { useEffect } from 'react';
import type { CcpModel } from '../../model';
import { isSupportedBrowser } from '../../rules/browser-support';

/**
 * Page-level duties of the panel: warn before leaving while a call's voice connection is live (the model says
 * when, failover included), and raise the unsupported-browser alert once.
 */
export function usePageGuards(model: CcpModel) {
  useEffect(() => {
    if (!isSupportedBrowser(navigator.userAgent)) model.alerts.add({ level: 'warning', type: 'unsupported_browser' });
  }, [model]);

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!model.blocksUnload.peek()) return;
      e.preventDefault();
      // Older browsers need returnValue set to show their own "leave site?" dialog.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [model]);
}
