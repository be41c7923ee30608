/**
 * The cross-window messages between the panel and its screen-sharing view (spec §2 "Screen sharing app"): init
 * info, hold, resume, mute, unmute, contact ended, barged in, monitoring from the panel; loaded and unloaded from
 * the view. Both transports carry the same envelope: window.postMessage between the standalone page and its
 * popup, and workspace events between the plugin and its tab. Pure: no DOM, no model.
 */
import { agentConnection, initialConnection, isContactOnHold } from '../domain/connections';
import type { ContactStatus } from '../domain/contact-status';
import type { Contact } from '../domain/contact';
import type { VideoConnectionInfo } from '../model/video/types';

/** Marks our messages among everything else a window receives (devtools, extensions, other libraries). */
export const SCREEN_SHARING_SOURCE = 'connect-ccp-screen-sharing';
/** The workspace event topic both sides publish and subscribe to. */
export const SCREEN_SHARING_TOPIC = { namespace: 'connect-ccp', key: 'screen-sharing' } as const;

export const SCREEN_SHARING_WINDOW = { width: 1280, height: 720 } as const;

export interface ContactSummary {
  contactId: string;
  channel: Contact['type'];
  /** The customer's number or name, when known. */
  customer: string | null;
}

/** What the view needs to know about the call, derived from the model's contact. */
export interface ShareState {
  onHold: boolean;
  muted: boolean;
  ended: boolean;
  bargedIn: boolean;
  monitoring: boolean;
}

export const PANEL_MESSAGE_TYPES = ['init-info', 'hold', 'resume', 'mute', 'unmute', 'contact-ended', 'barged-in', 'monitoring'] as const;
export const VIEW_MESSAGE_TYPES = ['loaded', 'unloaded'] as const;

type Envelope = { source: typeof SCREEN_SHARING_SOURCE; contactId: string };
export type PanelMessage = Envelope &
  ({ type: 'init-info'; contact: ContactSummary; state: ShareState; video?: VideoConnectionInfo } | { type: Exclude<(typeof PANEL_MESSAGE_TYPES)[number], 'init-info'> });
export type ViewMessage = Envelope & { type: (typeof VIEW_MESSAGE_TYPES)[number] };
export type ScreenSharingMessage = PanelMessage | ViewMessage;

export function panelMessage(contactId: string, type: Exclude<PanelMessage['type'], 'init-info'>): PanelMessage {
  return { source: SCREEN_SHARING_SOURCE, contactId, type };
}

/** A video call's init info carries its meeting, so the view can share into it (same-origin popup only). */
export function initInfo(contact: ContactSummary, state: ShareState, video?: VideoConnectionInfo | null): PanelMessage {
  return { source: SCREEN_SHARING_SOURCE, contactId: contact.contactId, type: 'init-info', contact, state, ...(video ? { video } : {}) };
}

function isVideoInfo(v: unknown): v is VideoConnectionInfo {
  return isRecord(v) && isRecord(v.meeting) && isRecord(v.attendee) && typeof v.meeting.meetingId === 'string' && typeof v.attendee.attendeeId === 'string' && typeof v.attendee.joinToken === 'string';
}

export function viewMessage(contactId: string, type: ViewMessage['type']): ViewMessage {
  return { source: SCREEN_SHARING_SOURCE, contactId, type };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const BOOLEAN_KEYS: readonly (keyof ShareState)[] = ['onHold', 'muted', 'ended', 'bargedIn', 'monitoring'];

function isShareState(v: unknown): v is ShareState {
  return isRecord(v) && BOOLEAN_KEYS.every((k) => typeof v[k] === 'boolean');
}

function isSummary(v: unknown, contactId: string): v is ContactSummary {
  return isRecord(v) && v.contactId === contactId && typeof v.channel === 'string' && (v.customer === null || typeof v.customer === 'string');
}

/**
 * Accepts only a well-formed message meant for this side: the view takes panel messages, the panel takes view
 * messages. Anything else, including a valid message going the wrong way, is null and must be ignored.
 */
export function parseMessage(data: unknown, from: 'panel'): PanelMessage | null;
export function parseMessage(data: unknown, from: 'view'): ViewMessage | null;
export function parseMessage(data: unknown, from: 'panel' | 'view'): ScreenSharingMessage | null {
  if (!isRecord(data) || data.source !== SCREEN_SHARING_SOURCE) return null;
  const { contactId, type } = data;
  if (typeof contactId !== 'string' || contactId === '' || typeof type !== 'string') return null;
  if (from === 'view') {
    return (VIEW_MESSAGE_TYPES as readonly string[]).includes(type) ? viewMessage(contactId, type as ViewMessage['type']) : null;
  }
  if (type === 'init-info') {
    if (data.video !== undefined && !isVideoInfo(data.video)) return null;
    return isSummary(data.contact, contactId) && isShareState(data.state)
      ? initInfo({ contactId, channel: data.contact.channel, customer: data.contact.customer }, pickState(data.state), data.video as VideoConnectionInfo | undefined)
      : null;
  }
  return (PANEL_MESSAGE_TYPES as readonly string[]).includes(type) ? panelMessage(contactId, type as Exclude<PanelMessage['type'], 'init-info'>) : null;
}

const pickState = (s: ShareState): ShareState => ({ onHold: s.onHold, muted: s.muted, ended: s.ended, bargedIn: s.bargedIn, monitoring: s.monitoring });

export function summaryOf(contact: Contact): ContactSummary {
  const customer = initialConnection(contact)?.endpoint;
  return { contactId: contact.contactId, channel: contact.type, customer: customer?.phoneNumber ?? customer?.displayName ?? customer?.name ?? null };
}

const ENDED: ReadonlySet<ContactStatus> = new Set(['acw', 'ended', 'missed', 'rejected', 'destroyed', 'error', 'no-longer-available']);

/** A removed contact (undefined) has ended too. */
export function shareStateOf(contact: Contact | undefined, status: ContactStatus | undefined): ShareState {
  if (!contact || !status) return { onHold: false, muted: false, ended: true, bargedIn: false, monitoring: false };
  const supervision = contact.supervision;
  return {
    onHold: status === 'hold' || isContactOnHold(contact),
    muted: !!agentConnection(contact)?.isMute,
    ended: ENDED.has(status),
    // isAgentUnderSupervision is streams' isUnderSupervision(): a manager's leg has barged in on this agent's call
    // (a silent monitor is invisible to the agent), so the view says barged in, not monitoring (shell §2 row 53).
    bargedIn: status === 'barge' || supervision.mode === 'barge' || supervision.isAgentUnderSupervision || supervision.otherManagerBarged || agentConnection(contact)?.isBarge === true,
    monitoring: supervision.mode === 'silent_monitor',
  };
}

/** The messages that take the view from `before` to `after`; nothing once the contact has ended. */
export function stateMessages(contactId: string, before: ShareState, after: ShareState): PanelMessage[] {
  if (before.ended) return [];
  if (after.ended) return [panelMessage(contactId, 'contact-ended')];
  const out: PanelMessage[] = [];
  if (before.onHold !== after.onHold) out.push(panelMessage(contactId, after.onHold ? 'hold' : 'resume'));
  if (before.muted !== after.muted) out.push(panelMessage(contactId, after.muted ? 'mute' : 'unmute'));
  if (!before.bargedIn && after.bargedIn) out.push(panelMessage(contactId, 'barged-in'));
  if (!before.monitoring && after.monitoring) out.push(panelMessage(contactId, 'monitoring'));
  return out;
}
