import type { AgentStateDefinition, VoiceEnhancementMode } from '../domain/agent';
import type { BackEndAccessEvents } from '../back-end-access/access-token-port';
import type { MonitorMode, RecordingStatus } from '../domain/contact';
import type {
  AgentConfigurationChange,
  CallIssueReport,
  ChatMessage,
  ChatSendResult,
  ChatUpload,
  CreateTaskRequest,
  DeviceKind,
  DialRequest,
  PreviewConfiguration,
  QuickConnect,
  QuickResponsePage,
  QuickResponseQuery,
  TranscriptPage,
  TranscriptRequest,
} from '../domain/port-types';
import type { CreateTemplatedTaskRequest, TaskTemplate, TaskTemplateSummary, UpdateTemplatedTaskRequest } from '../domain/task';
import type { VideoConnectionInfo, VideoEngine } from './video/types';
import type { CallTranscriptPage } from '../domain/call-transcript';
import type { EmailAttachment, EmailDraftRequest, EmailFromChoice, EmailFileRef, EmailMessage, EmailSendRequest, EmailThreadEntry, EmailUpload } from '../domain/email';

/**
 * What a host can do beyond the core every host has (agent state, accept, reject, clear, hold).
 * The Amazon Connect SDK cannot mute, send digits, swap, end a whole contact, message in chat, pick
 * devices, create tasks, supervise, run Voice ID …; streams can. Views hide controls the host lacks.
 */
export const CAPABILITIES = [
  'agentConfiguration',
  'endContact',
  'destroyConnection',
  'pauseResume',
  'mute',
  'dtmf',
  'swap',
  'conference',
  'dialOutbound',
  'quickConnects',
  'transfer',
  'addParticipant',
  /** Adding a typed phone number (not a quick connect) to a call; the SDK can only add quick connects. */
  'addByNumber',
  'notifyIssue',
  'chatMessaging',
  /** Searching the instance's quick responses (Amazon Q in Connect) from the chat composer. */
  'quickResponses',
  'createTask',
  /** Task templates: list, read, create from one, and edit a templated task (taskjs over the templates endpoint). */
  'taskTemplates',
  'email',
  'supervisor',
  'recording',
  /** The realtime call transcript (Contact Lens), from the deployment's back end over the public API. */
  'realtimeTranscript',
  'voiceId',
  'preview',
  'deviceSelection',
  'voiceEnhancement',
  'screenSharing',
  /** Video calls: the meeting of a video-capable voice contact, and the engine that joins it. */
  'video',
  'failover',
  'session',
  'logs',
] as const;

export type Capability = (typeof CAPABILITIES)[number];

/** Every method returns a Promise; a rejection may be anything the library gives (see toPortFailure). */
export interface AgentPort {
  setAgentState(state: AgentStateDefinition): Promise<void>;
  setConfiguration?(change: AgentConfigurationChange): Promise<void>;
}

export interface ContactPort {
  accept(contactId: string): Promise<void>;
  reject(contactId: string): Promise<void>;
  /** Clears after-contact work, or a missed/failed contact. */
  clear(contactId: string): Promise<void>;
  holdConnection(contactId: string, connectionId: string): Promise<void>;
  resumeConnection(contactId: string, connectionId: string): Promise<void>;
  /** Ends the contact for the agent (hang up, end chat, end task). */
  endContact?(contactId: string): Promise<void>;
  /** Hangs up one party (customer, third party, or the agent itself). */
  destroyConnection?(contactId: string, connectionId: string): Promise<void>;
  pause?(contactId: string): Promise<void>;
  resume?(contactId: string): Promise<void>;
  /** Tells the host the agent views this contact (streams' core.viewContact; host pages hear onViewContact). */
  view?(contactId: string): void;
}

export interface VoicePort {
  mute?(contactId: string): Promise<void>;
  unmute?(contactId: string): Promise<void>;
  sendDigits?(contactId: string, connectionId: string, digits: string): Promise<void>;
  swap?(contactId: string): Promise<void>;
  conference?(contactId: string): Promise<void>;
  dial?(request: DialRequest): Promise<void>;
  notifyIssue?(contactId: string, report: CallIssueReport): Promise<void>;
}

export interface QuickConnectPort {
  list(queueARNs: readonly string[]): Promise<QuickConnect[]>;
  transfer?(contactId: string, address: QuickConnect): Promise<void>;
  addParticipant?(contactId: string, address: QuickConnect): Promise<void>;
}

export interface ChatPort {
  /** Answers the service's message id and time when the host knows them. */
  sendMessage(message: ChatMessage): Promise<ChatSendResult | void>;
  sendTyping?(contactId: string): Promise<void>;
  sendReceipt?(contactId: string, messageId: string, kind: 'read' | 'delivered'): Promise<void>;
  /** The upload is the browser's File (the model only reads name, type and size). */
  sendAttachment?(contactId: string, file: ChatUpload): Promise<void>;
  downloadAttachment?(contactId: string, attachmentId: string): Promise<Blob>;
  /** One page of the transcript, scanned BACKWARD from the newest item and sorted ASCENDING. */
  loadTranscript?(contactId: string, request: TranscriptRequest): Promise<TranscriptPage>;
}

export interface QuickResponsesPort {
  /** Whether the instance has a quick-responses knowledge base (streams' QuickResponses.isEnabled()). */
  isEnabled(): Promise<boolean>;
  /** One page of results; the host fills the contact's attributes into the responses' placeholders. */
  search(query: QuickResponseQuery): Promise<QuickResponsePage>;
}

export interface TaskPort {
  createTask(request: CreateTaskRequest): Promise<{ contactId: string }>;
  /** Active templates (spec: 5 s timeout; a 403 means the agent may not use templates). */
  listTemplates?(): Promise<TaskTemplateSummary[]>;
  /** A template at a snapshot version (the current one without it). */
  getTemplate?(id: string, version?: number): Promise<TaskTemplate>;
  createTemplatedTask?(request: CreateTemplatedTaskRequest): Promise<{ contactId: string }>;
  updateTemplatedTask?(request: UpdateTemplatedTaskRequest): Promise<void>;
}

/** Email content goes through the SDK's email and file namespaces (streams has none of it). */
export interface EmailPort {
  /** createDraftEmail: a reply (AGENT_REPLY) or a new email (OUTBOUND); the draft arrives as a contact. */
  createDraft(request: EmailDraftRequest): Promise<{ contactId: string }>;
  /** The email behind a contact, its body fetched; `activeContactId` is the contact the agent is viewing. */
  getEmail(contactId: string, activeContactId: string): Promise<EmailMessage>;
  /** The emails of a conversation, oldest first. */
  getThread(contactAssociationId: string): Promise<EmailThreadEntry[]>;
  /** A short-lived URL to download a file from. */
  attachmentUrl(file: EmailFileRef, activeContactId: string): Promise<string>;
  /** Uploads a file to an unsent draft; the browser's File goes in. */
  addAttachment(contactId: string, file: EmailUpload): Promise<EmailAttachment>;
  removeAttachment(file: EmailFileRef): Promise<void>;
  send(request: EmailSendRequest): Promise<void>;
  /** The addresses a new email may go from (the agent's outbound queue's), where the host can list them. */
  listFromAddresses?(): Promise<EmailFromChoice[]>;
}

export interface SupervisorPort {
  /** Switches the supervisor between silent monitor and barge on a contact they monitor. */
  setMonitorMode(contactId: string, mode: MonitorMode): Promise<void>;
  /** A supervisor's mute of another party: on the agent it is a forced mute the agent cannot lift. */
  muteParticipant(contactId: string, connectionId: string, mute: boolean): Promise<void>;
}

export interface RecordingPort {
  /** recording starts or resumes; suspended suspends; stopped stops. */
  /**
   * `shown` is the status the agent saw when they pressed the toggle: a host that can re-read the status first
   * leaves a recording changed elsewhere as it is (the agent now sees its real state) instead of acting on a stale one.
   */
  setRecording(contactId: string, target: RecordingStatus, shown?: RecordingStatus | null): Promise<void>;
}

export interface VoiceIdPort {
  evaluate(contactId: string): Promise<void>;
  enroll(contactId: string): Promise<void>;
  optOut(contactId: string): Promise<void>;
}

export interface PreviewPort {
  getConfiguration(contactId: string): Promise<PreviewConfiguration>;
  engage(contactId: string): Promise<void>;
  discard(contactId: string): Promise<void>;
}

export interface DevicePort {
  setDevice?(kind: DeviceKind, deviceId: string): Promise<void>;
  setBackgroundBlur?(enabled: boolean): Promise<void>;
  /** The agent configuration's voice enhancement mode; null where the instance does not offer voice enhancement. */
  getVoiceEnhancementMode?(): Promise<VoiceEnhancementMode | null>;
  setVoiceEnhancementMode?(mode: VoiceEnhancementMode): Promise<void>;
}

export interface ScreenSharingPort {
  /** Opens the sharing view; with a video call's meeting info the view shares into that meeting. */
  start(contactId: string, video?: VideoConnectionInfo | null): Promise<void>;
  stop(contactId: string): Promise<void>;
}

/** Video calls (voice spec §2, §4, §7): the meeting info, the master-window rule, and the meeting engine. */
export interface VideoPort {
  /** Get video connection info (§7): the contact's meeting and the agent's attendee. */
  connectionInfo(contactId: string): Promise<VideoConnectionInfo>;
  /** Whether this window is the one that carries video calls (the master window, §2 and §4). */
  isMasterWindow(): Promise<boolean>;
  /** Loads the meeting engine; hosts load it lazily, when the first video call needs it. */
  loadEngine(): Promise<VideoEngine>;
  /** The deployment turned background blur off: the engine is not asked and Settings says so. */
  blurTurnedOff?: boolean;
}

/** The realtime call transcript: the segments after `nextToken` (null: from the start of the call). */
export interface CallTranscriptPort {
  listSegments(contactId: string, nextToken: string | null): Promise<CallTranscriptPage>;
}

/** Which of the agent's windows carries softphone calls (streams' master topics for softphone, ringtone and video). */
export interface SoftphonePort {
  /** Makes this window the one that rings and plays calls; the host's election tells the others. */
  takeCalls(): Promise<void>;
}

export interface FailoverPort {
  forceFailover(): Promise<void>;
}

export interface SessionPort {
  extendSession?(): Promise<void>;
  logout?(): Promise<void>;
  downloadLogs?(): Promise<void>;
}

/** A device as the agent chose it: its id may be another origin's (a framed softphone's), its label is the same. */
export interface DeviceRef {
  deviceId: string;
  label: string | null;
}

export type MicrophonePermission = 'granted' | 'denied' | 'prompt' | 'unknown';

/** The browser measurements Check my setup makes; hosts give their own (the relay differs per host). */
export interface SetupCheckPort {
  /** What the browser is and has. */
  browser(): { userAgent: string; webRtc: boolean; microphoneApi: boolean };
  microphonePermission(): Promise<MicrophonePermission>;
  /** Opens the microphone and reports its level (dBFS) several times a second until the returned stop is called. */
  listenToMicrophone(device: DeviceRef, onLevel: (dbfs: number) => void): Promise<() => void>;
  /** Plays a short test tone on the output device (where the browser can choose one); resolves when it ended. */
  playTone(device: DeviceRef): Promise<void>;
  /** Whether sound can go to a chosen output device (setSinkId); otherwise the tone plays on the default one. */
  readonly canChooseOutput: boolean;
  /**
   * Round trips (ms, null for no answer) of a ping series through the softphone's own media relay; absent where
   * the host has no way to reach that relay (Amazon Connect's TURN credentials exist only inside a call).
   */
  pingThroughRelay?(count: number): Promise<(number | null)[]>;
}

/** The instance's feature-access flags (chat/task/email §7) and its region (shell §10), which decide what is offered. */
export interface FeatureAccessPort {
  /** The instance's AWS region; null when the host does not know it. */
  readonly region: string | null;
  /** The names of the feature-access flags the instance turns on (its allowlist); absent without such a service. */
  enabledFlags?(): Promise<string[]>;
}

/** The model's only door to a host. Adapters implement it; nothing else calls a library. */
export interface CcpPort {
  readonly capabilities: ReadonlySet<Capability>;
  readonly agent: AgentPort;
  readonly contacts: ContactPort;
  readonly voice?: VoicePort;
  readonly quickConnects?: QuickConnectPort;
  readonly chat?: ChatPort;
  readonly quickResponses?: QuickResponsesPort;
  readonly tasks?: TaskPort;
  readonly email?: EmailPort;
  readonly supervisor?: SupervisorPort;
  readonly recording?: RecordingPort;
  readonly transcripts?: CallTranscriptPort;
  /** What the deployment's back ends (recording, transcript, email addresses) say about the agent's access to them. */
  readonly backEndAccess?: BackEndAccessEvents;
  readonly voiceId?: VoiceIdPort;
  readonly preview?: PreviewPort;
  readonly devices?: DevicePort;
  readonly screenSharing?: ScreenSharingPort;
  readonly video?: VideoPort;
  readonly softphone?: SoftphonePort;
  readonly failover?: FailoverPort;
  readonly session?: SessionPort;
  /** The browser measurements of Check my setup (microphone, tones, the softphone's relay). */
  readonly setupCheck?: SetupCheckPort;
  /** Feature-access flags and region; absent where the host has none to ask (then only what it declares counts). */
  readonly features?: FeatureAccessPort;
}

/** Which operation backs each capability, so a declared capability is never an empty promise. */
const IMPLEMENTS: Record<Capability, (p: CcpPort) => unknown> = {
  agentConfiguration: (p) => p.agent.setConfiguration,
  endContact: (p) => p.contacts.endContact,
  destroyConnection: (p) => p.contacts.destroyConnection,
  pauseResume: (p) => p.contacts.pause && p.contacts.resume,
  mute: (p) => p.voice?.mute && p.voice.unmute,
  dtmf: (p) => p.voice?.sendDigits,
  swap: (p) => p.voice?.swap,
  conference: (p) => p.voice?.conference,
  dialOutbound: (p) => p.voice?.dial,
  quickConnects: (p) => p.quickConnects?.list,
  transfer: (p) => p.quickConnects?.transfer,
  addParticipant: (p) => p.quickConnects?.addParticipant,
  addByNumber: (p) => p.quickConnects?.addParticipant,
  notifyIssue: (p) => p.voice?.notifyIssue,
  chatMessaging: (p) => p.chat?.sendMessage,
  quickResponses: (p) => p.quickResponses?.search,
  createTask: (p) => p.tasks?.createTask,
  taskTemplates: (p) => p.tasks?.listTemplates && p.tasks.getTemplate && p.tasks.createTemplatedTask && p.tasks.updateTemplatedTask,
  email: (p) => p.email?.createDraft && p.email.send,
  supervisor: (p) => p.supervisor,
  recording: (p) => p.recording,
  realtimeTranscript: (p) => p.transcripts?.listSegments,
  voiceId: (p) => p.voiceId,
  preview: (p) => p.preview,
  deviceSelection: (p) => p.devices?.setDevice,
  voiceEnhancement: (p) => p.devices?.getVoiceEnhancementMode && p.devices.setVoiceEnhancementMode,
  screenSharing: (p) => p.screenSharing,
  video: (p) => p.video?.connectionInfo && p.video.loadEngine,
  failover: (p) => p.failover,
  session: (p) => p.session?.extendSession && p.session.logout,
  logs: (p) => p.session?.downloadLogs,
};

/** Capabilities a port declares but does not implement. Empty means the port is consistent. */
export function missingImplementations(port: CcpPort): Capability[] {
  return [...port.capabilities].filter((c) => !IMPLEMENTS[c](port));
}
