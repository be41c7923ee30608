import type { CcpModel, TaskEvent } from '../../shared/model';

/**
 * A task's events reach the model through streams' task media controller: contact.getAgentConnection()
 * .getMediaController() answers taskjs' TaskSession, which listens to the agent websocket's `aws/task` topic for
 * this contact (or its initial contact) and calls onTaskExpiring, onTaskExpired and onTransfer*.
 */
interface TaskSession {
  onTaskExpiring(f: (e?: unknown) => void): void;
  onTaskExpired(f: (e?: unknown) => void): void;
  onTransferInitiated(f: (e?: unknown) => void): void;
  onTransferSucceeded(f: (e?: unknown) => void): void;
  onTransferFailed(f: (e?: unknown) => void): void;
}

export function followTaskEvents(streams: typeof connect, model: CcpModel): void {
  const followed = new Set<string>();
  const follow = (c: connect.Contact) => {
    const contactId = c.getContactId();
    if (c.getType() !== 'task' || followed.has(contactId)) return;
    followed.add(contactId);
    const apply = (event: TaskEvent) => () => model.taskEvents.apply(contactId, event);
    const connection = c.getAgentConnection() as unknown as { getMediaController(): Promise<TaskSession> } | null;
    if (!connection) return void followed.delete(contactId);
    connection
      .getMediaController()
      .then((s) => {
        s.onTaskExpiring(apply('expiring'));
        s.onTaskExpired(apply('expired'));
        s.onTransferInitiated(apply('transfer-initiated'));
        s.onTransferSucceeded(apply('transfer-succeeded'));
        s.onTransferFailed(apply('transfer-failed'));
      })
      // Without its session the task still works; only its events are missed (streams logged why).
      .catch(() => followed.delete(contactId));
    c.onDestroy(() => followed.delete(contactId));
  };
  streams.contact(follow);
  // streams started before the panel (main.tsx): tasks it already had are followed too.
  streams.agent((a) => a.getContacts().forEach(follow));
}
