import { useEffect } from 'react';
import { resolveShortcut, routeOfChannel } from '../../rules/channels';
import type { CcpModel } from '../../model';
import { navigate } from '../app/router';

/** Ctrl/Meta+N opens the Nth contact of this channel; with Shift, the Nth channel from the end. */
export function useShortcuts(model: CcpModel) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      // e.code survives Shift (Shift+1 types '!'); Digit1..Digit9.
      const m = /^Digit(\d)$/.exec(e.code);
      if (!m) return;
      const channel = model.view.channel.peek();
      const target = resolveShortcut({
        digit: Number(m[1]),
        shift: e.shiftKey,
        enabledChannels: model.agent.enabledChannels.peek(),
        contactIdsInChannel: channel ? model.contacts.idsByChannel.peek()[channel] : [],
      });
      if (!target) return;
      e.preventDefault();
      const route = model.view.route.peek();
      if (target.kind === 'channel') navigate(model, routeOfChannel(target.channel));
      else if (route) navigate(model, route, target.contactId);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [model]);
}
