import { CAPABILITIES, type Capability, type CcpPort } from '../../../../src/shared/model/port';

export interface Call {
  method: string;
  args: unknown[];
}

/**
 * A fake of the model's own port: records every call; each call resolves at once unless a failure or a
 * manual (deferred) answer was queued for that method.
 */
export class FakePort {
  readonly calls: Call[] = [];
  private readonly failures = new Map<string, unknown[]>();
  private readonly deferred = new Set<string>();
  readonly pending: { method: string; resolve: () => void; reject: (e: unknown) => void }[] = [];
  quickConnects: unknown[] = [];
  previewConfiguration = { autoDialTimeout: 10, canDiscardPreview: true };
  templates: { id: string; name: string; snapshotVersion: number; fields: unknown[] }[] = [];
  /** What the video port answers: this window's master status and the meeting engine. */
  videoMaster = true;
  /** What the transcript source answers, one page per call; when none is queued, nothing new and still live. */
  transcriptPages: unknown[] = [];
  videoEngine: unknown = { join: async () => ({ setCamera: async () => undefined, bind: () => undefined, leave: async () => undefined }), blurSupported: async () => false };

  /** The agent configuration's voice enhancement mode as the host reports it (null: the instance does not offer it). */
  voiceEnhancementMode: string | null = 'NONE';

  failNext(method: string, error: unknown): void {
    this.failures.set(method, [...(this.failures.get(method) ?? []), error]);
  }

  /** Calls to this method stay pending until resolved through `pending`. */
  defer(method: string): void {
    this.deferred.add(method);
  }

  callsTo(method: string): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  private op =
    (method: string) =>
    (...args: unknown[]): Promise<never> => {
      this.calls.push({ method, args });
      const queued = this.failures.get(method);
      if (queued && queued.length > 0) return Promise.reject(queued.shift());
      if (this.deferred.has(method)) {
        return new Promise((resolve, reject) =>
          this.pending.push({ method, resolve: () => resolve(undefined as never), reject }),
        );
      }
      if (method === 'quickConnects.list') return Promise.resolve(this.quickConnects as never);
      if (method === 'preview.getConfiguration') return Promise.resolve({ ...this.previewConfiguration } as never);
      if (method === 'tasks.createTask' || method === 'tasks.createTemplatedTask') return Promise.resolve({ contactId: 'task-new' } as never);
      if (method === 'tasks.listTemplates') return Promise.resolve(this.templates.map((t) => ({ id: t.id, name: t.name })) as never);
      if (method === 'tasks.getTemplate') {
        const t = this.templates.find((x) => x.id === args[0]);
        return (t ? Promise.resolve(t) : Promise.reject(new Error('no template'))) as Promise<never>;
      }
      if (method === 'video.connectionInfo') return Promise.resolve({ meeting: { meetingId: 'm1' }, attendee: { attendeeId: 'a1', joinToken: 't' } } as never);
      if (method === 'video.isMasterWindow') return Promise.resolve(this.videoMaster as never);
      if (method === 'transcripts.listSegments') return Promise.resolve((this.transcriptPages.shift() ?? { segments: [], nextToken: args[1] ?? 'live' }) as never);
      if (method === 'devices.getVoiceEnhancementMode') return Promise.resolve(this.voiceEnhancementMode as never);
      if (method === 'video.loadEngine') return Promise.resolve(this.videoEngine as never);
      return Promise.resolve(undefined as never);
    };

  port(capabilities: readonly Capability[] = CAPABILITIES): CcpPort {
    const op = this.op;
    return {
      capabilities: new Set(capabilities),
      agent: { setAgentState: op('agent.setAgentState'), setConfiguration: op('agent.setConfiguration') },
      contacts: {
        accept: op('contacts.accept'),
        reject: op('contacts.reject'),
        clear: op('contacts.clear'),
        holdConnection: op('contacts.holdConnection'),
        resumeConnection: op('contacts.resumeConnection'),
        endContact: op('contacts.endContact'),
        destroyConnection: op('contacts.destroyConnection'),
        pause: op('contacts.pause'),
        view: op('contacts.view') as (id: string) => void,
        resume: op('contacts.resume'),
      },
      voice: {
        mute: op('voice.mute'),
        unmute: op('voice.unmute'),
        sendDigits: op('voice.sendDigits'),
        swap: op('voice.swap'),
        conference: op('voice.conference'),
        dial: op('voice.dial'),
        notifyIssue: op('voice.notifyIssue'),
      },
      quickConnects: {
        list: op('quickConnects.list'),
        transfer: op('quickConnects.transfer'),
        addParticipant: op('quickConnects.addParticipant'),
      },
      chat: { sendMessage: op('chat.sendMessage') },
      quickResponses: { isEnabled: op('quickResponses.isEnabled'), search: op('quickResponses.search') },
      tasks: {
        createTask: op('tasks.createTask'),
        listTemplates: op('tasks.listTemplates'),
        getTemplate: op('tasks.getTemplate'),
        createTemplatedTask: op('tasks.createTemplatedTask'),
        updateTemplatedTask: op('tasks.updateTemplatedTask'),
      },
      email: {
        createDraft: op('email.createDraft'),
        getEmail: op('email.getEmail'),
        getThread: op('email.getThread'),
        attachmentUrl: op('email.attachmentUrl'),
        addAttachment: op('email.addAttachment'),
        removeAttachment: op('email.removeAttachment'),
        send: op('email.send'),
      },
      supervisor: { setMonitorMode: op('supervisor.setMonitorMode'), muteParticipant: op('supervisor.muteParticipant') },
      recording: { setRecording: op('recording.setRecording') },
      transcripts: { listSegments: op('transcripts.listSegments') },
      voiceId: { evaluate: op('voiceId.evaluate'), enroll: op('voiceId.enroll'), optOut: op('voiceId.optOut') },
      preview: {
        getConfiguration: op('preview.getConfiguration'),
        engage: op('preview.engage'),
        discard: op('preview.discard'),
      },
      devices: {
        setDevice: op('devices.setDevice'),
        setBackgroundBlur: op('devices.setBackgroundBlur'),
        getVoiceEnhancementMode: op('devices.getVoiceEnhancementMode'),
        setVoiceEnhancementMode: op('devices.setVoiceEnhancementMode'),
      },
      screenSharing: { start: op('screenSharing.start'), stop: op('screenSharing.stop') },
      video: { connectionInfo: op('video.connectionInfo'), isMasterWindow: op('video.isMasterWindow'), loadEngine: op('video.loadEngine') },
      softphone: { takeCalls: op('softphone.takeCalls') },
      failover: { forceFailover: op('failover.forceFailover') },
      session: {
        extendSession: op('session.extendSession'),
        logout: op('session.logout'),
        downloadLogs: op('session.downloadLogs'),
      },
    };
  }
}
