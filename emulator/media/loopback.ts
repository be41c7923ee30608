/** An SDP with its gathered candidates, as the customer's page and the agent's client exchange them. */
export interface SessionDescription {
  sdp: string;
  candidates: { candidate?: string; sdpMid?: string | null; sdpMLineIndex?: number | null }[];
}

const LOOPBACK = /^127\.\d+\.\d+\.\d+$/;
/** The address of an ICE candidate line (`candidate:<foundation> <component> <transport> <priority> <address> …`). */
const candidateAddress = (line: string) => line.replace(/^a=/, '').split(' ')[4] ?? '';

/**
 * Connect Local's media never leaves the machine: only candidates on loopback-range addresses (the TURN relay,
 * the customer's 127.0.0.1, the media network's 127.0.0.2) are passed on, in the list and in the SDP.
 */
export function onThisMachine(d: SessionDescription): SessionDescription {
  return {
    sdp: d.sdp
      .split(/\r\n/)
      .filter((l) => !l.startsWith('a=candidate:') || LOOPBACK.test(candidateAddress(l)))
      .join('\r\n'),
    candidates: d.candidates.filter((c) => LOOPBACK.test(candidateAddress(String(c.candidate ?? '')))),
  };
}

