import type { WebSocket } from 'ws';

/**
 * The control frames every Amazon Connect websocket answers, agent and participant alike: heartbeat and ping
 * are echoed, subscribe is granted for the topics asked. Answers the frame's topic (undefined if it was not JSON).
 */
export function answerControlFrame(ws: WebSocket, raw: unknown): string | undefined {
  let msg: { topic?: string; content?: { topics?: string[] } };
  try {
    msg = JSON.parse(String(raw));
  } catch {
    return undefined;
  }
  if (msg.topic === 'aws/heartbeat') ws.send(JSON.stringify({ topic: 'aws/heartbeat' }));
  else if (msg.topic === 'aws/subscribe') ws.send(JSON.stringify({ topic: 'aws/subscribe', content: { status: 'success', topics: msg.content?.topics ?? [] } }));
  else if (msg.topic === 'aws/ping') ws.send(JSON.stringify({ topic: 'aws/ping', statusCode: 200, statusContent: 'OK' }));
  return msg.topic;
}
