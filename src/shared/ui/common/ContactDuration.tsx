import { useModel } from '../app/model-context';
import { DurationText } from './DurationText';

/** How long the contact has been in its status, named for screen readers by the channel's own message. */
export function ContactDuration({ contactId, labelId }: { contactId: string; labelId: string }) {
  return <DurationText ms={useModel().contacts.get(contactId)!.statusDurationMs} labelId={labelId} />;
}
