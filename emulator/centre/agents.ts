import type { VoiceEnhancementMode } from '@amazon-connect/voice';
import type { AgentProfile, AgentStateDef, Directory, QueueDef } from './directory.ts';

/** One agent's live state: the availability state they chose, a queued next state, and any error state. */
export interface AgentRuntime {
  profile: AgentProfile;
  /** The availability state the agent picked (Available, Lunch, Offline ...). */
  chosen: AgentStateDef & { startTimestamp: number };
  /** A state asked for while busy, applied when the last contact is cleared. */
  next: AgentStateDef | null;
  /** A system error state such as MissedCallAgent; the agent leaves it by picking a state. */
  error: { name: string; startTimestamp: number } | null;
  /** The contact-driven state last shown (Busy, PendingBusy ...), kept so its timestamp is stable. */
  system: { name: string; startTimestamp: number } | null;
  preferences: Record<string, string>;
  softphoneEnabled: boolean;
  softphoneAutoAccept: boolean;
  extension: string;
  /** The agent configuration's voice enhancement mode (set over the SDK); used only where the instance offers it. */
  voiceEnhancementMode: VoiceEnhancementMode;
}

export function newRuntime(profile: AgentProfile, dir: Directory, now: number): AgentRuntime {
  const offline = dir.states.find((s) => s.type === 'offline')!;
  return {
    // A copy: the control API edits the live profile, and a reset must bring back the directory's.
    profile: structuredClone(profile),
    chosen: { ...offline, startTimestamp: now },
    next: null,
    error: null,
    system: null,
    preferences: { LANGUAGE: profile.language },
    softphoneEnabled: profile.softphoneEnabled,
    softphoneAutoAccept: profile.softphoneAutoAccept,
    extension: profile.extension,
    voiceEnhancementMode: 'NONE',
  };
}

export function agentQueues(profile: AgentProfile, dir: Directory): QueueDef[] {
  const named = dir.queues.filter((q) => q.name && profile.queueNames.includes(q.name));
  // Every agent also has a personal agent queue, which Amazon Connect lists unnamed.
  const agentQueueArn = `${dir.ids.instanceArn}/queue/agent/${profile.agentId}`;
  return [...named, { queueARN: agentQueueArn, queueId: `agent/${profile.agentId}`, name: null }];
}

export function agentStates(profile: AgentProfile, dir: Directory): AgentStateDef[] {
  return profile.stateNames.map((n) => dir.states.find((s) => s.name === n)).filter((s): s is AgentStateDef => !!s);
}
