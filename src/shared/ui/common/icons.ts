import { iconData } from './icons/icon-data';
import { extraIconData } from './icons/extra-icons';

/** A drawing in the bundled set (Cloudscape's, plus the few in extra-icons.ts). Only this file picks one by name. */
export type Glyph = keyof typeof iconData | keyof typeof extraIconData;

/**
 * The panel's icon language: one icon per meaning, one meaning per icon (a unit test keeps it so). Views name the
 * meaning (`<Button icon="transfer">`, `iconFor('quickConnects')`), never a drawing, so the same picture cannot stand
 * for Quick connects in one place and Join in another. Toggles show their state with the icon itself: `muted` is
 * the crossed microphone, `cameraOff` the crossed camera. Cloudscape's icon is used wherever it has one.
 */
export const ICONS = {
  // Channels (tabs, toasts, rows, incoming screens) and the actions that start one.
  call: 'call',
  chat: 'contact',
  chatSms: 'chat-sms',
  chatWhatsapp: 'chat-whatsapp',
  task: 'ticket',
  email: 'envelope',
  // Ending: End call, Reject, Leave, End monitoring.
  endCall: 'call-end',
  // Call controls.
  pause: 'pause',
  resume: 'play',
  swap: 'swap',
  join: 'group',
  microphone: 'microphone',
  muted: 'microphone-off',
  listen: 'audio-full',
  // A supervisor joining the conversation (barge in): a drawing of its own, not Mute's microphone.
  bargeIn: 'user-speaking',
  numberPad: 'keyboard',
  quickConnects: 'list-view',
  transfer: 'share',
  screenSharing: 'multiscreen',
  stopSharing: 'stop-circle',
  reportIssue: 'flag',
  // Check my setup: run a measurement (again).
  runTest: 'refresh',
  camera: 'video-camera-on',
  cameraOff: 'video-camera-off',
  party: 'user-profile',
  reply: 'redo',
  // Generic actions.
  add: 'add-plus',
  remove: 'remove',
  close: 'close',
  send: 'send',
  attach: 'upload',
  download: 'download',
  notification: 'notification',
  settings: 'settings',
  signOut: 'sign-out',
  more: 'ellipsis',
  openMenu: 'caret-down-filled',
  checked: 'check',
  scrollBack: 'angle-left',
  scrollForward: 'angle-right',
  sectionClosed: 'angle-down',
  sectionOpen: 'angle-up',
  expandList: 'expand',
  shrinkList: 'shrink',
  unreadAbove: 'arrow-up',
  unreadBelow: 'arrow-down',
  // States and severities.
  authenticated: 'security',
  ended: 'status-stopped',
  info: 'status-info',
  success: 'status-positive',
  warning: 'status-warning',
  error: 'status-negative',
} as const satisfies Record<string, Glyph>;

/** What an icon means; the name every view uses. */
export type IconMeaning = keyof typeof ICONS;

/** The drawing for a meaning. */
export function iconFor(meaning: IconMeaning): Glyph {
  return ICONS[meaning];
}

/** A microphone toggle's icon: its state, crossed when muted (Mute, Mute agent). */
export function microphoneIcon(muted: boolean): IconMeaning {
  return muted ? 'muted' : 'microphone';
}
