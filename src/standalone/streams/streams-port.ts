import type { AgentStateDefinition, Capability, CcpPort, DialRequest, QuickConnect, RecordingPort } from '../../shared/model';
import { CcpError } from '../../shared/model';
import { downloadRedactedLogs } from './log-download';
import { toTaskTemplate, toTemplateSummaries } from './task-templates';

/**
 * The model's port over amazon-connect-streams. Every intent becomes a streams call; a failure reaches the
 * model as streams gave it (the model maps it to the spec's error names).
 */

type Callbacks = { success?: (data?: unknown) => void; failure?: (err?: unknown, data?: unknown) => void };

/** Calls streams has not answered yet, so a failure streams reports elsewhere can end them. */
const pending = new Set<(reason: unknown) => void>();

/**
 * Streams answers a request refused with 401 by re-authenticating (its AUTH_FAIL event), and one refused with 403
 * only with an API metric: it never calls the request's callbacks. The adapter ends the waiting calls with this, so
 * the agent is told at once. `reason` is a CcpError or the refusal as streams reported it (type, statusCode).
 */
export function failPendingStreamsCalls(reason: unknown) {
  for (const reject of [...pending]) reject(reason);
}

/** Streams takes {success, failure}; the port speaks promises. */
const call = (fn: (cb: Callbacks) => void) => request<void>(fn);

/** As call, answering what the library's success callback gives. */
const request = <T>(fn: (cb: Callbacks) => void) =>
  new Promise<T>((resolve, reject) => {
    const settle = (f: () => void) => () => (pending.delete(fail), f());
    const fail = (reason: unknown) => settle(() => reject(reason))();
    pending.add(fail);
    try {
      fn({ success: (data) => settle(() => resolve(data as T))(), failure: (err, data) => fail(err ?? data) });
    } catch (e) {
      fail(e);
    }
  });

/** Each step of logging out waits at most 5 s (spec: the logout fetch's timeout), so logout always finishes. */
const LOGOUT_STEP_TIMEOUT_MS = 5000;
const withinLogoutTimeout = <T>(p: Promise<T>) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('logout step timed out')), LOGOUT_STEP_TIMEOUT_MS))]);

/** Streams has these on Contact but not in its type definitions. */
/** taskjs (amazon-connect-task.js) adds these to streams' Agent; streams itself no longer creates tasks. */
type TaskAgent = connect.Agent & {
  createTask?(task: Record<string, unknown>, cb: Callbacks): void;
  listTaskTemplates?(query: Record<string, string>, cb: Callbacks): void;
  getTaskTemplate?(params: { id: string; version?: number }, cb: Callbacks): void;
  updateContact?(update: Record<string, unknown>, cb: Callbacks): void;
};

type PreviewContact = connect.Contact & {
  getPreviewConfiguration(): Promise<{ autoDialTimeout: number; canDiscardPreview: boolean }>;
  engagePreviewContact(): Promise<unknown>;
};

const CAPABILITIES: Capability[] = [
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
  'addByNumber',
  'notifyIssue',
  'createTask',
  'taskTemplates',
  'preview',
  'supervisor',
  'deviceSelection',
  'voiceEnhancement',
  'session',
  'logs',
];

export function createStreamsPort(streams: typeof connect, extras: { recording?: RecordingPort; logoutUrl?: string } = {}): CcpPort {
  const agent = () => new streams.Agent();
  const contact = (id: string): connect.Contact => {
    const c = agent().getContacts().find((x) => x.getContactId() === id);
    if (!c) throw new CcpError('invalid_state_transition', { message: `Contact ${id} is no longer there` });
    return c;
  };
  const connection = (contactId: string, connectionId: string): connect.BaseConnection => {
    const k = contact(contactId).getConnections().find((x) => x.getConnectionId() === connectionId);
    if (!k) throw new CcpError('invalid_state_transition', { message: `Connection ${connectionId} is no longer there` });
    return k;
  };
  const endpointOf = (address: QuickConnect): connect.Endpoint =>
    // A typed number has no quick connect behind it; a quick connect goes as streams' own Endpoint shape
    // (streams strips endpointId itself before calling the CTI API).
    !address.endpointARN && address.phoneNumber
      ? streams.Endpoint.byPhoneNumber(address.phoneNumber)
      : ({ endpointARN: address.endpointARN, endpointId: address.endpointId, name: address.name, type: address.type, phoneNumber: address.phoneNumber ?? null } as unknown as connect.Endpoint);

  /** taskjs' additions to the Agent, or a configuration error in words when amazon-connect-task.js is missing. */
  const taskAgent = (method: keyof TaskAgent) => {
    const a = agent() as TaskAgent;
    if (typeof a[method] !== 'function') throw new CcpError('configuration_error', { message: 'amazon-connect-task.js is not loaded: tasks cannot be created' });
    return a;
  };

  return {
    capabilities: new Set<Capability>([...CAPABILITIES, ...(extras.recording ? (['recording'] as const) : [])]),
    ...(extras.recording ? { recording: extras.recording } : {}),
    agent: {
      setAgentState: (state: AgentStateDefinition) =>
        call((cb) => agent().setState({ agentStateARN: state.agentStateARN ?? undefined, name: state.name, type: state.type } as connect.AgentStateDefinition, cb, { enqueueNextState: true })),
      setConfiguration: (change) =>
        call((cb) => {
          const current = agent().getConfiguration() as connect.AgentConfiguration & { agentPreferences?: Record<string, string> };
          const agentPreferences = { ...(current.agentPreferences ?? {}) };
          // Both keys: getConfiguration answers LANGUAGE but the update reads locale, and streams copies LANGUAGE
          // over only when locale is missing, so after one change the old locale would be sent again.
          if (change.locale) agentPreferences.LANGUAGE = agentPreferences.locale = change.locale;
          if (change.audioAlertEnabled !== undefined) agentPreferences.AUDIO_ALERT_ENABLED = String(change.audioAlertEnabled);
          agent().setConfiguration(
            {
              ...current,
              ...(change.softphoneEnabled !== undefined ? { softphoneEnabled: change.softphoneEnabled } : {}),
              ...(change.extension !== undefined ? { extension: change.extension } : {}),
              agentPreferences,
            } as connect.AgentConfiguration,
            cb,
          );
        }),
    },
    contacts: {
      accept: (id) => call((cb) => contact(id).accept(cb)),
      reject: (id) => call((cb) => contact(id).reject(cb)),
      clear: (id) => call((cb) => contact(id).clear(cb)),
      holdConnection: (id, k) => call((cb) => connection(id, k).hold(cb)),
      resumeConnection: (id, k) => call((cb) => connection(id, k).resume(cb)),
      endContact: (id) => call((cb) => contact(id).getAgentConnection().destroy(cb)),
      destroyConnection: (id, k) => call((cb) => connection(id, k).destroy(cb)),
      // Tasks and emails (CTI PauseContact / ResumeContact).
      pause: (id) => call((cb) => (contact(id) as connect.Contact & { pause(cb: Callbacks): void }).pause(cb)),
      resume: (id) => call((cb) => (contact(id) as connect.Contact & { resume(cb: Callbacks): void }).resume(cb)),
      view: (id) => streams.core.viewContact(id),
    },
    voice: {
      mute: (id) => call((cb) => (contact(id).getAgentConnection() as connect.VoiceConnection).muteParticipant(cb)),
      unmute: (id) => call((cb) => (contact(id).getAgentConnection() as connect.VoiceConnection).unmuteParticipant(cb)),
      sendDigits: (id, k, digits) => call((cb) => (connection(id, k) as connect.VoiceConnection).sendDigits(digits, cb)),
      swap: (id) => call((cb) => contact(id).toggleActiveConnections(cb)),
      conference: (id) => call((cb) => contact(id).conferenceConnections(cb)),
      dial: (request: DialRequest) =>
        call((cb) =>
          agent().connect(streams.Endpoint.byPhoneNumber(request.phoneNumber), {
            ...(request.queueARN ? { queueARN: request.queueARN } : {}),
            ...(request.relatedContactId ? { relatedContactId: request.relatedContactId } : {}),
            ...cb,
          } as connect.ConnectOptions),
        ),
      notifyIssue: (id, report) =>
        call((cb) => (contact(id) as connect.Contact & { notifyIssue: (t: string, d: string, cb: Callbacks) => void }).notifyIssue(report.type, report.description, cb)),
    },
    supervisor: {
      setMonitorMode: (id, mode) => call((cb) => contact(id).updateMonitorParticipantState(mode === 'barge' ? streams.MonitoringMode.BARGE : streams.MonitoringMode.SILENT_MONITOR, cb)),
      muteParticipant: (id, k, mute) =>
        call((cb) => {
          const leg = connection(id, k) as connect.VoiceConnection;
          if (mute) leg.muteParticipant(cb);
          else leg.unmuteParticipant(cb);
        }),
    },
    session: {
      // Activity goes to the CCP over the SDK channel; a failed extension comes back as an event.
      extendSession: async () => streams.sendActivity(),
      // Streams keeps the client log; download() saves it as a file the agent can send to support.
      downloadLogs: async () => downloadRedactedLogs(streams),
      async logout() {
        // Ending the session does not change the agent's state in the back end: without this the agent stays
        // Available and is routed contacts after logging out (chat/task/email §Login and logout).
        const a = agent();
        const offline = a.getAgentStates().find((s) => s.type === streams.AgentStateType.OFFLINE);
        if (offline && a.getState().type !== streams.AgentStateType.OFFLINE) {
          await withinLogoutTimeout(call((cb) => a.setState(offline, cb))).catch(() => undefined);
        }
        // The instance's logout page ends the session cookie; streams then stops its worker.
        if (extras.logoutUrl) await withinLogoutTimeout(fetch(extras.logoutUrl, { credentials: 'include', mode: 'no-cors' })).catch(() => undefined);
        streams.core.terminate();
      },
    },
    // Streams' Agent broadcasts the choice to its softphone (the speaker and ringer via setSinkId, the microphone
    // for the next media stream); the call answers nothing, so success is the broadcast having gone.
    devices: {
      async setDevice(kind, deviceId) {
        if (kind === 'speaker') agent().setSpeakerDevice(deviceId);
        else if (kind === 'microphone') agent().setMicrophoneDevice(deviceId);
        else if (kind === 'ringer') agent().setRingerDevice(deviceId);
        // Streams only broadcasts the camera (it does no video); the panel's video engine reads the choice itself.
        else if (kind === 'camera') (agent() as connect.Agent & { setCameraDevice(id: string): void }).setCameraDevice(deviceId);
        else throw new CcpError('invalid_state_transition', { message: `No ${kind} selection over streams` });
      },
      // Streams sets the mode over its SDK channel (voice/setVoiceEnhancementMode), but its getVoiceEnhancementMode()
      // reads a configuration field its worker drops (research §2.2): the mode is asked over the same channel.
      async getVoiceEnhancementMode() {
        const { VoiceClient } = await import('@amazon-connect/voice');
        return (await new VoiceClient({ provider: streams.core.getSDKClientConfig().provider as never }).getVoiceEnhancementMode()) ?? null;
      },
      setVoiceEnhancementMode: (mode) => agent().setVoiceEnhancementMode(mode),
      // Like the camera, only a broadcast (configuration::background_blur_changed): the panel's engine blurs.
      async setBackgroundBlur(enabled) {
        (agent() as connect.Agent & { setBackgroundBlur(on: boolean): void }).setBackgroundBlur(enabled);
      },
    },
    // Preview calls go over streams' SDK channel to the CCP page (AWS's hosted CCP, or Connect Local's).
    preview: {
      getConfiguration: (id) => (contact(id) as PreviewContact).getPreviewConfiguration(),
      engage: async (id) => void (await (contact(id) as PreviewContact).engagePreviewContact()),
      discard: (id) => call((cb) => contact(id).getAgentConnection().destroy(cb)),
    },
    tasks: {
      createTask: (task) =>
        request<{ contactId?: string }>((cb) => {
          const a = agent() as TaskAgent;
          if (!a.createTask) throw new CcpError('configuration_error', { message: 'amazon-connect-task.js is not loaded: tasks cannot be created' });
          // taskjs sends CreateTaskContact; it adds the idempotency token and drops endpointId itself. The CTI
          // model wants string reference values and epoch seconds.
          a.createTask(
            {
              name: task.name,
              endpoint: { endpointARN: task.endpoint.endpointARN, endpointId: task.endpoint.endpointId, name: task.endpoint.name, type: task.endpoint.type },
              ...(task.description !== undefined ? { description: task.description } : {}),
              ...(task.references ? { references: task.references } : {}),
              ...(task.relatedContactId ? { relatedContactId: task.relatedContactId } : {}),
              ...(task.previousContactId ? { previousContactId: task.previousContactId } : {}),
              ...(task.scheduledTime !== undefined ? { scheduledTime: task.scheduledTime } : {}),
            },
            cb,
          );
        }).then((data) => {
          if (!data?.contactId) throw new CcpError('create_task_failed', { message: 'Amazon Connect answered without a contact id' });
          return { contactId: data.contactId };
        }),
      listTemplates: () => request((cb) => taskAgent('listTaskTemplates').listTaskTemplates!({ status: 'active' }, cb)).then(toTemplateSummaries),
      getTemplate: (id, version) => request((cb) => taskAgent('getTaskTemplate').getTaskTemplate!({ id, ...(version ? { version } : {}) }, cb)).then(toTaskTemplate),
      createTemplatedTask: (task) =>
        request<{ ContactId?: string }>((cb) =>
          // taskjs capitalises the keys and sends the quick connect's id (the last part of its ARN).
          taskAgent('createTask').createTask!(
            {
              name: task.name,
              taskTemplateId: task.taskTemplateId,
              ...(task.endpointArn ? { endpoint: { endpointARN: task.endpointArn } } : {}),
              ...(task.description !== undefined ? { description: task.description } : {}),
              references: task.references,
              ...(task.scheduledTime !== undefined ? { scheduledTime: task.scheduledTime } : {}),
              ...(task.relatedContactId ? { relatedContactId: task.relatedContactId } : {}),
              ...(task.segmentAttributes ? { segmentAttributes: task.segmentAttributes } : {}),
            },
            cb,
          ),
        ).then((data) => {
          if (!data?.ContactId) throw new CcpError('create_task_failed', { message: 'Amazon Connect answered without a contact id' });
          return { contactId: data.ContactId };
        }),
      updateTemplatedTask: (update) => call((cb) => taskAgent('updateContact').updateContact!({ ...update }, cb)),
    },
    quickConnects: {
      list: (queueARNs) =>
        new Promise<QuickConnect[]>((resolve, reject) => {
          agent().getEndpoints(queueARNs as string[], {
            success: (data: { endpoints?: Array<Record<string, any>> }) =>
              resolve(
                (data.endpoints ?? []).map((e) => ({
                  endpointARN: e.endpointARN,
                  endpointId: e.endpointId,
                  name: e.name,
                  type: e.type,
                  ...(e.phoneNumber ? { phoneNumber: e.phoneNumber } : {}),
                })),
              ),
            failure: (err: unknown) => reject(err),
          });
        }),
      // contact.transfer() has no operation in streams' CTI model; adding the connection is the working path.
      transfer: (id, address) => call((cb) => contact(id).addConnection(endpointOf(address), cb)),
      addParticipant: (id, address) => call((cb) => contact(id).addConnection(endpointOf(address), cb)),
    },
  };
}
