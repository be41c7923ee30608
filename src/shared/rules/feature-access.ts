/**
 * Which instance-level features the panel offers (chat/task/email §3 feature-flag context, §6, §7 feature access;
 * shell §10 feature-disabled regions): a feature is offered when the instance's feature-access flag for it is on
 * and the instance's region is not one where its service is off. Pure.
 */

/** The feature-flag context's flags, by the spec's names (chat/task/email §3 Other). */
export const FEATURE_FLAGS = [
  'allowTaskTemplates',
  'allowSentinel',
  'allowLongPollingShadowMode',
  'allowLongPollingWebsocketOnlyMode',
  'allowContactRecording',
  'allowContactLensWidget',
  'allowChatReceipts',
  'allowChatJSConnAckMigration',
  'denyEarlyGum',
  'allowVoiceEnhancement',
  'allowVoiceEnhancementGA',
  'allowSoftphoneBulletRouting',
  'allowOrcaAuthenticatedChat',
  'allowUIExtensibilityPhase1',
  'allowAutoAcceptTone',
  'allowLogoutAfterInactivity',
  'allowNewLocalStorageRefresh',
  'allowUIExtensibilityPhase2',
  'replyToClosedEmailContacts',
  'allowChatMessageProcessing',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const isFeatureFlag = (name: unknown): name is FeatureFlag => typeof name === 'string' && (FEATURE_FLAGS as readonly string[]).includes(name);

/** Services the spec turns off by region (shell §10, chat/task/email §6). */
export const REGION_EXCLUSIONS = {
  video: ['ap-south-1', 'us-gov-west-1', 'ap-northeast-3'],
  authenticatedChat: ['us-gov-west-1'],
  knowledgeSearch: ['af-south-1', 'ap-south-1', 'us-gov-west-1'],
} as const satisfies Record<string, readonly string[]>;
type RegionalService = keyof typeof REGION_EXCLUSIONS;

/** The panel's features that a flag or a region decides, with the flag and the regional service behind each. */
const GATES = {
  taskTemplates: { flag: 'allowTaskTemplates', service: null },
  chatReceipts: { flag: 'allowChatReceipts', service: null },
  authenticatedChat: { flag: 'allowOrcaAuthenticatedChat', service: 'authenticatedChat' },
  // Quick responses are searched in the instance's knowledge base (Amazon Q in Connect).
  quickResponses: { flag: null, service: 'knowledgeSearch' },
  video: { flag: null, service: 'video' },
} as const satisfies Record<string, { flag: FeatureFlag | null; service: RegionalService | null }>;
export type GatedFeature = keyof typeof GATES;

export interface FeatureAccess {
  /**
   * The flags the instance turns on; null where the host has no feature-access service to ask (the flags then
   * decide nothing and only the region does).
   */
  enabledFlags: ReadonlySet<string> | null;
  /** The instance's AWS region, e.g. us-west-2; null when unknown (no region excludes anything). */
  region: string | null;
}

/** Whether the panel offers `feature` for this instance. */
export function featureOffered(feature: GatedFeature, access: FeatureAccess): boolean {
  const gate = GATES[feature];
  if (gate.service && access.region && (REGION_EXCLUSIONS[gate.service] as readonly string[]).includes(access.region)) return false;
  if (gate.flag && access.enabledFlags) return access.enabledFlags.has(gate.flag);
  return true;
}

/**
 * Whether a contact carries the authenticated-customer mark (chat/task/email §2 toasts and rows): its customer was
 * authenticated and the instance offers authenticated chat (the allowOrcaAuthenticatedChat flag, not in us-gov-west-1).
 */
export function showsAuthenticatedMark(contact: { isAuthenticated: boolean }, offered: ReadonlySet<GatedFeature>): boolean {
  return contact.isAuthenticated && offered.has('authenticatedChat');
}
