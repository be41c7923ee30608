/** Plain data the adapters push into the model about the agent. No library types leak in here. */

export type Channel = 'voice' | 'chat' | 'task' | 'email';

/** Tab order of the spec (§2 Header): voice, chat, email, task; Settings follows them. */
export const CHANNEL_TAB_ORDER: readonly Channel[] = ['voice', 'chat', 'email', 'task'];

export type AgentStateType = 'init' | 'routable' | 'not_routable' | 'offline' | 'system' | 'error';

/** An entry of the agent-state catalogue the agent can pick from. */
export interface AgentStateDefinition {
  name: string;
  agentStateARN: string | null;
  type: AgentStateType;
}

/** The agent's availability state as it is now (or queued as next). */
export interface AvailabilityState {
  name: string;
  type: AgentStateType;
  agentStateARN?: string | null;
  /** Epoch ms the state started. */
  startTimestamp: number;
}

/** Security-profile permissions the spec names (§6). */
export type AgentPermission =
  | 'outboundCall'
  | 'voiceId'
  | 'ccpRealtimeContactLens'
  | 'contactRecording'
  | 'restrictTaskCreation'
  | 'audioDeviceSettings'
  | 'videoContact'
  | 'outboundEmail'
  | 'selfAssignContacts'
  | 'bargeIn'
  | 'monitor';

export type VoiceEnhancementMode = 'VOICE_ISOLATION' | 'NOISE_SUPPRESSION' | 'NONE';
export const VOICE_ENHANCEMENT_MODES: readonly VoiceEnhancementMode[] = ['VOICE_ISOLATION', 'NOISE_SUPPRESSION', 'NONE'];

export interface RoutingProfile {
  routingProfileId: string;
  name: string;
  defaultOutboundQueueARN: string | null;
  queueARNs: string[];
  /** Concurrency per channel; a channel is enabled when it is above 0. */
  channelConcurrency: Partial<Record<Channel, number>>;
}

export interface AgentConfiguration {
  name: string;
  username: string;
  agentARN?: string;
  extension: string;
  softphoneEnabled: boolean;
  locale: string | null;
  audioAlertEnabled: boolean;
  voiceEnhancementMode: VoiceEnhancementMode | null;
  routingProfile: RoutingProfile;
  /** Permission names; unknown names are kept so hosts can add their own. */
  permissions: readonly string[];
  /** ISO 3166 alpha-2 codes, lower or upper case as the host gives them. */
  dialableCountries: readonly string[];
}

export interface PageOptions {
  enableVideoDeviceSettings: boolean;
  enableAudioDeviceSettings: boolean;
  enablePhoneTypeSettings: boolean;
  enableChatAudioNotifications: boolean;
}

export const DEFAULT_PAGE_OPTIONS: PageOptions = {
  enableVideoDeviceSettings: true,
  enableAudioDeviceSettings: true,
  enablePhoneTypeSettings: true,
  enableChatAudioNotifications: true,
};

/** not-initialised → initialised; 'failed' once the 20 s initialisation window passes (§4 Agent init). */
export type InitPhase = 'initializing' | 'initialized' | 'failed';

export const AGENT_INIT_TIMEOUT_MS = 20_000;

/**
 * Why start-up failed (voice §8 Init failures), by the spec's names: Amazon Connect refused the sign-in
 * (AuthException), there is no sign-in to use (MissingAuthToken), or the agent never came within the 20 s
 * (AgentNotInitialized).
 */
export const INIT_FAILURES = ['AuthException', 'MissingAuthToken', 'AgentNotInitialized'] as const;
export type InitFailure = (typeof INIT_FAILURES)[number];

/** Why the Access Denied page shows: no CCP permission (or not an agent), an IP restriction, or failed authorisation. */
export type AccessDeniedReason = 'permission' | 'ip-restriction' | 'authorization';
