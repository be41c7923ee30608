/**
 * The softphone's mute, as the hosted CCP's softphone manager keeps it: agent.mute() / agent.unmute() broadcast
 * EventType.MUTE ({mute}) to the window that holds the microphone, which turns the track off or on and tells every
 * window through AgentEvents.MUTE_TOGGLE (agent.onMuteToggle). The connection's server-side mute (MuteParticipant)
 * is followed when it changes, not on every snapshot: following it always undid agent.mute() seconds later in the
 * hosted CCP (amazon-connect-streams issues #785, #917).
 */

/** What of a call the mute acts on. */
export interface MutableCall {
  microphone: MediaStream | null;
  /** Whether the microphone track is off (the agent's local mute). */
  muted: boolean;
  /** The agent connection's server-side mute as last seen: the local mute follows its changes. */
  serverMuted: boolean;
}

export function softphoneMute(connect: any, calls: () => MutableCall[]) {
  /** The agent's local mute (agent.mute()), kept for a call set up while it is on, as the hosted CCP keeps it. */
  let localMute = false;

  const apply = (call: MutableCall, muted: boolean) => {
    call.muted = muted;
    for (const track of call.microphone?.getAudioTracks() ?? []) track.enabled = !muted;
  };
  const publishMuteToggle = (muted: boolean) => connect.core.getUpstream().sendUpstream(connect.EventType.BROADCAST, { event: connect.AgentEvents.MUTE_TOGGLE, data: { muted } });

  /**
   * A MUTE without data (streams sends one when a window's agent loads, to sync its tabs) asks for the current
   * state. As streams' muteToggle: nothing without a call, else the track follows and MUTE_TOGGLE tells the state.
   */
  connect.core.getEventBus().subscribe(connect.EventType.MUTE, (data?: { mute?: boolean }) => {
    const live = calls();
    if (live.length === 0) return;
    const mute = typeof data?.mute === 'boolean' ? data.mute : undefined;
    if (mute !== undefined) localMute = mute;
    let status = mute ?? false;
    for (const call of live) {
      if (mute !== undefined) apply(call, mute);
      else status = call.muted;
    }
    publishMuteToggle(status);
  });

  return {
    /** Turns the call's (new) microphone track off or on as the call's mute says. */
    apply,
    /** A call has its microphone: muted if its connection is muted server-side or the agent muted locally. */
    started(call: MutableCall, serverMuted: boolean) {
      call.serverMuted = serverMuted;
      apply(call, serverMuted || localMute);
    },
    /** The call's media is gone, and with it the local mute (streams' deleteLocalMediaStream). */
    ended() {
      localMute = false;
      publishMuteToggle(false);
    },
    /** The hosted CCP's syncLocalAndRemoteMute, on a change of the server-side mute only. */
    follow(call: MutableCall, serverMuted: boolean) {
      if (serverMuted === call.serverMuted) return;
      call.serverMuted = serverMuted;
      localMute = serverMuted;
      if (serverMuted !== call.muted) {
        apply(call, serverMuted);
        publishMuteToggle(serverMuted);
      }
    },
  };
}
