import type { Contact } from '../domain/contact';

/** The contact subtype of in-app, web and video calls: the only calls streams' startScreenSharing accepts. */
export const WEB_RTC_SUBTYPE = 'connect:WebRTC';

/**
 * 'Start screen sharing' is offered on a voice call made over WebRTC (in-app, web or video calling) whose agent leg
 * may share a screen (issue 12: it showed on every call). Streams reads that from the agent connection's
 * capabilities; the Amazon Connect SDK reports only the subtype, so there the WebRTC subtype decides alone.
 */
export function offersScreenSharing(contact: Pick<Contact, 'type' | 'subtype' | 'canAgentSendScreenShare'>): boolean {
  return contact.type === 'voice' && contact.subtype === WEB_RTC_SUBTYPE && contact.canAgentSendScreenShare !== false;
}
