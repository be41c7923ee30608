/**
 * The hosted CCP publishes a voice participant's hold and resume to the Amazon Connect SDK (VoiceClient's
 * onParticipantHold / onParticipantResume / onCanResumeParticipantUpdated, which streams' VoiceConnection methods of
 * the same names subscribe to, per connection). This page sees every snapshot through streams, so it publishes
 * them when a connection of a voice contact goes on hold or comes off it.
 */
import type { ParticipantHold, ParticipantResume, CanResumeParticipantChanged } from '@amazon-connect/voice';
import { publishToPanels } from './sdk-channel.ts';

const voice = 'aws.connect.voice';

/** Publishes under the participant's own topic and the topic of any participant, as the SDK lets one subscribe to either. */
function publish(key: string, participantId: string, data: object) {
  publishToPanels({ namespace: voice, key }, data);
  publishToPanels({ namespace: voice, key, parameter: participantId }, data);
}

export function startParticipantHoldEvents(connect: any): void {
  // Whether each connection was on hold at the last snapshot, by connection id.
  const held = new Map<string, boolean>();
  const follow = (contact: any) => {
    if (contact.getType() !== connect.ContactType.VOICE) return;
    const contactId: string = contact.getContactId();
    for (const k of contact.getConnections()) {
      const participantId: string = k.getConnectionId();
      const isOnHold = k.getState().type === connect.ConnectionStateType.HOLD;
      const was = held.get(participantId);
      held.set(participantId, isOnHold);
      // A connection first seen off hold is no change; one first seen on hold is.
      if (was === isOnHold || (was === undefined && !isOnHold)) continue;
      const change: ParticipantHold | ParticipantResume = isOnHold ? { participantId, contactId, isOnHold: true } : { participantId, contactId, isOnHold: false };
      publish(isOnHold ? 'voice/participantHold' : 'voice/participantResume', participantId, change);
      const canResume: CanResumeParticipantChanged = { participantId, contactId, canResumeConnection: isOnHold };
      publish('voice/onCanResumeParticipantChanged', participantId, canResume);
    }
  };
  connect.contact((contact: any) => {
    follow(contact);
    contact.onRefresh(follow);
    // A destroyed contact is gone from the snapshot: forget its connections by the ids last seen.
    let ids: string[] = [];
    contact.onRefresh((c: any) => (ids = c.getConnections().map((k: any) => k.getConnectionId())));
    contact.onDestroy?.(() => ids.forEach((id) => held.delete(id)));
  });
}
