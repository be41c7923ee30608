import type { IconShape } from './icon-data';

/**
 * Icons Cloudscape does not ship, drawn on the same 16×16 grid with the same 2 px round strokes so they sit beside
 * Cloudscape's without standing out. Keep this list short: prefer a Cloudscape icon when one fits.
 */
export const extraIconData = {
  /** Attach a file (the chat and email composers). */
  paperclip: [['path', { d: 'M13.5 7.5 8.2 12.8a3.2 3.2 0 0 1-4.5-4.5l5.6-5.6a2.1 2.1 0 0 1 3 3L6.8 11.2a1.1 1.1 0 0 1-1.5-1.5L10.4 4.6', className: 'stroke-linejoin-round stroke-linecap-round' }]],
  /** End a call: the handset turned down. */
  'call-end': [['path', { d: 'M1.6 9.6c3.6-3.4 9.2-3.4 12.8 0 .5.5.5 1.2 0 1.7l-1.1 1.1c-.4.4-1 .4-1.4.1l-1.6-1.2c-.3-.2-.4-.6-.4-.9V8.9c-1.8-.6-2.8-.6-4.6 0v1.5c0 .3-.2.7-.4.9l-1.6 1.2c-.4.3-1 .3-1.4-.1L1.6 11.3c-.5-.5-.5-1.2 0-1.7Z', className: 'stroke-linejoin-round' }]],
  /** Barge in: a person speaking (a head and shoulders with sound waves), not Mute's microphone. */
  'user-speaking': [['path', { d: 'M6 2.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM1.5 14c0-2.5 2-4.5 4.5-4.5s4.5 2 4.5 4.5M11.5 3.5c.9 1 .9 3 0 4M13.5 2c1.8 2 1.8 5 0 7', className: 'stroke-linejoin-round stroke-linecap-round' }]],
  /** Swap between held and active parties. */
  swap: [['path', { d: 'M2 5h11M10 2l3 3-3 3M14 11H3M6 8l-3 3 3 3', className: 'stroke-linejoin-round stroke-linecap-round' }]],
  /** An SMS chat: a text bubble. */
  'chat-sms': [['path', { d: 'M2 2.5h12v8.5H7l-3.5 3v-3H2Z', className: 'stroke-linejoin-round' }], ['path', { d: 'M5 6.75h.01M8 6.75h.01M11 6.75h.01', className: 'stroke-linecap-round' }]],
  /** A WhatsApp chat: a round bubble with a handset. */
  'chat-whatsapp': [['path', { d: 'M8 1.5a6.5 6.5 0 1 1-3.2 12.2L1.5 14.5l.9-3.2A6.5 6.5 0 0 1 8 1.5Z', className: 'stroke-linejoin-round' }], ['path', { d: 'M5.8 5.2c0 2.6 2.4 5 5 5l.7-1.3-1.5-.8-.8.7c-.9-.4-1.6-1.1-2-2l.7-.8-.8-1.5Z', className: 'stroke-linejoin-round' }]],
} as const satisfies Record<string, readonly IconShape[]>;
