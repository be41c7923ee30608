import { checkAttachment } from './chat-attachments';

/**
 * Email attachment rules: the allowed types are the chat channel's (chat §5); Amazon Connect takes the
 * attachments of one email up to 10 MB together.
 */

export const MAX_EMAIL_ATTACHMENTS_BYTES = 10 * 1024 * 1024;

export type EmailAttachmentVerdict = 'ok' | 'type' | 'size';

export function checkEmailAttachment(file: { name: string; type: string; size: number }, attached: readonly { size?: number }[]): EmailAttachmentVerdict {
  const alone = checkAttachment(file);
  if (alone !== 'ok') return alone;
  const total = attached.reduce((n, a) => n + (a.size ?? 0), 0) + file.size;
  return total > MAX_EMAIL_ATTACHMENTS_BYTES ? 'size' : 'ok';
}
