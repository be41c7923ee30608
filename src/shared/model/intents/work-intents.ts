import { CcpError } from '../../domain/errors';
import type { CreateTaskRequest } from '../../domain/port-types';
import { createTaskError } from '../../rules/error-mapping';
import { SESSION_KEYS, STORAGE_KEYS } from '../view/storage';
import { attempt, named, requireCapability, type IntentDeps } from './deps';

export interface WorkIntents {
  /** Resolves false (nothing sent) for empty or whitespace-only text. Failure shows inline, not as an alert. */
  sendChatMessage(contactId: string, text: string, contentType?: 'text/plain' | 'text/markdown'): Promise<boolean>;
  createTask(request: CreateTaskRequest): Promise<{ contactId: string }>;
  /** Opens (or brings forward) the screen-sharing view for the contact: a popup or a workspace tab. */
  startScreenSharing(contactId: string): Promise<void>;
}

export function createWorkIntents(deps: IntentDeps): WorkIntents {
  const { port, agent } = deps;
  return {
    async sendChatMessage(contactId, text, contentType = 'text/plain') {
      requireCapability(port, 'chatMessaging');
      if (text.trim() === '') return false;
      await attempt(deps, () => port.chat!.sendMessage({ contactId, content: text, contentType }), named('chat_send_failed'));
      return true;
    },
    async createTask(request) {
      requireCapability(port, 'createTask');
      if (!agent.canCreateTask.peek()) throw new CcpError('create_task_failed', { message: 'task creation not permitted' });
      const created = await attempt(deps, () => port.tasks!.createTask(request), createTaskError, 'task');
      deps.sessionStorage?.setItem(SESSION_KEYS.lastCreatedTaskContactId, created.contactId);
      // A task created: an earlier quota error is stale too, not only the plain failure attempt clears.
      deps.alerts.removeByType('task_quota_exceeded', 'task');
      return created;
    },
    async startScreenSharing(contactId) {
      requireCapability(port, 'screenSharing');
      // A video call's screen is shared into its meeting: the panel leaves the meeting first (voice §4), and the
      // sharing view joins it with the same info as content.
      const video = deps.video?.get(contactId) ? await deps.video.leaveForScreenSharing(contactId) : null;
      try {
        await attempt(deps, () => port.screenSharing!.start(contactId, video), named('screen_sharing_failed'));
        deps.storage?.setItem(STORAGE_KEYS.screenSharingContactId, contactId);
      } catch (e) {
        deps.video?.screenSharingClosed(contactId);
        throw e;
      }
    },
  };
}
