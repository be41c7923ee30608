import type { AgentClient, ContactClient, QuickConnect as SdkQuickConnect } from '@amazon-connect/contact';
import type { VoiceClient } from '@amazon-connect/voice';
import type { AgentStateDefinition, Capability, CcpPort, EmailPort, QuickConnect, ScreenSharingPort } from '../shared/model';
import { CcpError } from '../shared/model';
import { toQuickConnect } from './to-model';

/**
 * The model's port over the Amazon Connect SDK, for the panel as an agent-workspace app. The capability set is
 * what the SDK (1.0.12) can do: no mute, DTMF, swap, chat messaging, device selection (voice enhancement yes), task creation,
 * supervisor or Voice ID calls, and no media at all (audio and ringing belong to the workspace). Typed numbers
 * cannot be added to a call either: the SDK only takes quick connects.
 */

export interface SdkClients {
  agent: AgentClient;
  contact: ContactClient;
  voice: VoiceClient;
}

/** What the port and the adapter share about contacts, beyond what the SDK can be asked again. */
export class SdkSession {
  /** participantId → whether it is the agent's own participant. */
  readonly self = new Map<string, boolean>();
  /** participantId → the quick connect name the panel dialled it by (the SDK names no endpoints). */
  readonly names = new Map<string, string>();
  /** Contacts the agent rejected: the SDK reports them as errors, streams as rejected. */
  readonly rejected = new Set<string>();
  /** Tells the adapter to read a contact again after an operation whose event may not come. */
  refresh: (contactId: string) => void = () => undefined;
}

const BASE_CAPABILITIES: Capability[] = ['endContact', 'destroyConnection', 'conference', 'dialOutbound', 'quickConnects', 'transfer', 'addParticipant', 'voiceEnhancement'];

export function createSdkPort(clients: SdkClients, session: SdkSession, screenSharing?: ScreenSharingPort, email?: EmailPort): CcpPort {
  const { agent, contact, voice } = clients;
  const asSdk = (q: QuickConnect): SdkQuickConnect => {
    if (!q.endpointARN) {
      throw new CcpError('unsupported_capability', { message: 'The Amazon Connect SDK adds parties by quick connect only, not by typed number' });
    }
    return q.type === 'phone_number'
      ? { type: 'phone_number', endpointARN: q.endpointARN, name: q.name, phoneNumber: q.phoneNumber ?? '' }
      : { type: q.type === 'queue' ? 'queue' : 'agent', endpointARN: q.endpointARN, name: q.name };
  };
  const add = async (contactId: string, q: QuickConnect) => {
    const { participantId } = await contact.addParticipant(contactId, asSdk(q));
    session.names.set(participantId, q.name);
    session.refresh(contactId);
  };

  return {
    capabilities: new Set<Capability>([...BASE_CAPABILITIES, ...(screenSharing ? (['screenSharing'] as const) : []), ...(email ? (['email'] as const) : [])]),
    agent: {
      setAgentState: async (state: AgentStateDefinition) => {
        // The SDK queues the state while contacts are open (status "queued"), as streams' enqueueNextState does.
        await (state.agentStateARN ? agent.setAvailabilityState(state.agentStateARN) : agent.setAvailabilityStateByName(state.name));
      },
    },
    contacts: {
      accept: (id) => contact.accept(id),
      reject: async (id) => {
        await contact.reject(id);
        session.rejected.add(id);
        session.refresh(id);
      },
      clear: (id) => contact.clear(id),
      // The agent's own leg is "self" in the SDK; everybody else is a participant.
      holdConnection: (id, k) => (session.self.get(k) ? voice.holdSelf(id) : voice.holdParticipant(k)),
      resumeConnection: (id, k) => (session.self.get(k) ? voice.resumeSelf(id) : voice.resumeParticipant(k)),
      endContact: (id) => contact.disconnectSelf(id),
      destroyConnection: (_id, k) => contact.disconnectParticipant(k),
    },
    voice: {
      conference: (id) => voice.conferenceParticipants(id),
      dial: async (request) => {
        await voice.createOutboundCall(request.phoneNumber, {
          ...(request.queueARN ? { queueARN: request.queueARN } : {}),
          ...(request.relatedContactId ? { relatedContactId: request.relatedContactId } : {}),
        });
      },
    },
    quickConnects: {
      list: async (queueARNs) => {
        const out: QuickConnect[] = [];
        let nextToken: string | undefined;
        do {
          const page = await agent.listQuickConnects([...queueARNs], nextToken ? { nextToken } : {});
          out.push(...page.quickConnects.map(toQuickConnect));
          nextToken = page.nextToken ?? undefined;
        } while (nextToken);
        return out;
      },
      // The SDK's transfer takes agent and queue quick connects; a phone number is added as a participant.
      transfer: async (id, q) => {
        if (q.type === 'agent' || q.type === 'queue') {
          await contact.transfer(id, asSdk(q) as Parameters<ContactClient['transfer']>[1]);
          session.refresh(id);
        } else await add(id, q);
      },
      addParticipant: add,
    },
    // The agent configuration's voice enhancement mode, which the workspace's softphone applies.
    devices: {
      getVoiceEnhancementMode: async () => (await voice.getVoiceEnhancementMode()) ?? null,
      setVoiceEnhancementMode: (mode) => voice.setVoiceEnhancementMode(mode),
    },
    ...(screenSharing ? { screenSharing } : {}),
    // Email content goes through the SDK's email and file namespaces, which the workspace answers.
    ...(email ? { email } : {}),
  };
}
