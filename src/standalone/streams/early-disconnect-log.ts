import type { CcpModel } from '../../shared/model';
import { effect } from '../../shared/model/signals';

interface StreamsLogEntry {
  withObject(object: unknown): StreamsLogEntry;
  sendInternalLogToServer(): StreamsLogEntry;
}

/**
 * Softphone early disconnects (chat/task/email §4: a reject or hang-up click within 22 s) go into streams' client
 * log once per call, with the click times, where the log download and the hosted CCP's server-bound log shipping
 * (SERVER_BOUND_INTERNAL_LOG) take them as they take streams' own entries.
 */
export function logEarlyDisconnects(streams: typeof connect, model: CcpModel): () => void {
  const logged = new Set<string>();
  return effect(() => {
    for (const [contactId, clicks] of model.callClicks.byContact.value) {
      if (clicks.early === null || logged.has(contactId)) continue;
      logged.add(contactId);
      const log = streams.getLog() as unknown as { info(text: string): StreamsLogEntry };
      log
        .info(`Softphone early disconnect: ${clicks.early}`)
        .withObject({ contactId, early: clicks.early, acceptClickTime: clicks.accept, rejectClickTime: clicks.reject, hangupClickTime: clicks.hangup })
        .sendInternalLogToServer();
    }
  });
}
