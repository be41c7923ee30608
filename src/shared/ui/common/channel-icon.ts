import type { Channel } from '../../model/agent/types';
import type { IconName } from './Icon';

/** The icon that stands for a channel everywhere (tabs, toasts, rows, incoming screens). */
export function channelIcon(channel: Channel): IconName {
  switch (channel) {
    case 'voice':
      return 'call';
    case 'chat':
      return 'contact';
    case 'task':
      return 'ticket';
    case 'email':
      return 'envelope';
  }
}
