import type { TranscriptItem } from '../../../../src/shared/domain/chat';

/** One of the agent's own messages, sent, as the chat rules see it; `over` changes what a test is about. */
export const ourMessage = (id: string, data: string, over: Partial<TranscriptItem> = {}): TranscriptItem => ({
  id,
  type: 'MESSAGE',
  content: { data, type: 'text/plain' },
  displayName: '',
  participantId: 'me',
  participantRole: 'AGENT',
  direction: 'Outgoing',
  status: 'SendSuccess',
  sentTime: 1000,
  ...over,
});
