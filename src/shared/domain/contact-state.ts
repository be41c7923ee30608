/**
 * The contact state as the library reports it, before the panel's derived status rules. A file of its own so a
 * channel's data (an email's reply) can name it without importing the contact, which holds that data.
 */
export type ContactState =
  | 'init'
  | 'incoming'
  | 'pending'
  | 'connecting'
  | 'connected'
  | 'paused'
  | 'acw'
  | 'ended'
  | 'missed'
  | 'rejected'
  | 'error'
  | 'destroyed';
