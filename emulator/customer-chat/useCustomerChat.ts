import { useCallback, useEffect, useRef, useState } from 'react';
import { type ChatDetails, type ChatItem, type CustomerSession, ENDED, READ, TYPING, customerSession, errorType } from './chatjs.ts';

/**
 * The customer's chat, as state: connects a chatjs CUSTOMER session, keeps the transcript (live items merged by
 * id; refilled from GetTranscript on every (re)connection, so nothing sent while the socket was down is lost),
 * who is typing, receipts, and the end of the chat.
 */

export type Phase = 'connecting' | 'connected' | 'reconnecting' | 'ended' | 'failed';
export interface Receipts {
  read: Set<string>;
  delivered: Set<string>;
}

const TYPING_EXPIRY_MS = 12_000;

export function useCustomerChat(details: ChatDetails) {
  const [items, setItems] = useState<ChatItem[]>([]);
  const [phase, setPhase] = useState<Phase>('connecting');
  const [typing, setTyping] = useState<string | null>(null);
  const [receipts, setReceipts] = useState<Receipts>({ read: new Set(), delivered: new Set() });
  const [error, setError] = useState<string | null>(null);
  const session = useRef<CustomerSession | null>(null);
  const readSent = useRef(new Set<string>());
  const typingTimer = useRef<number | undefined>(undefined);

  const merge = useCallback((incoming: ChatItem[]) => {
    setItems((prev) => {
      const byId = new Map(prev.map((x) => [x.Id, x]));
      for (const x of incoming) if (x.Type === 'MESSAGE' || x.Type === 'ATTACHMENT' || x.Type === 'EVENT') byId.set(x.Id, x);
      return [...byId.values()].sort((a, b) => a.AbsoluteTime.localeCompare(b.AbsoluteTime));
    });
    // A transcript carries receipts folded into messages; pick them up too.
    setReceipts((prev) => {
      const next = { read: new Set(prev.read), delivered: new Set(prev.delivered) };
      for (const x of incoming) {
        for (const r of x.MessageMetadata?.Receipts ?? []) {
          if (r.RecipientParticipantId === details.participantId) continue;
          if (r.ReadTimestamp) next.read.add(x.Id);
          if (r.DeliveredTimestamp) next.delivered.add(x.Id);
        }
      }
      return next;
    });
    if (incoming.some((x) => x.ContentType === ENDED)) setPhase('ended');
  }, [details.participantId]);

  const refill = useCallback(async () => {
    const s = session.current;
    if (!s) return;
    const all: ChatItem[] = [];
    let nextToken: string | undefined;
    // Page backward from the newest item, as chatjs's own default does, until the start or 5 pages.
    for (let i = 0; i < 5; i++) {
      const r = await s.getTranscript({ scanDirection: 'BACKWARD', sortOrder: 'ASCENDING', maxResults: 100, ...(nextToken ? { nextToken } : {}) });
      all.unshift(...r.data.Transcript);
      nextToken = r.data.NextToken;
      if (!nextToken) break;
    }
    merge(all);
  }, [merge]);

  useEffect(() => {
    // One session per page: React's development double effect must not open a second one.
    if (session.current) return;
    let s: CustomerSession;
    try {
      s = customerSession(details);
    } catch (e) {
      setPhase('failed');
      setError(String((e as Error).message ?? e));
      return;
    }
    session.current = s;
    s.onMessage((e) => {
      merge([e.data]);
      if (e.data.ParticipantId && e.data.ParticipantId !== details.participantId) setTyping(null);
    });
    s.onTyping((e) => {
      if (e.data.ParticipantId === details.participantId || e.data.ContentType !== TYPING) return;
      setTyping(e.data.DisplayName ?? 'The agent');
      window.clearTimeout(typingTimer.current);
      typingTimer.current = window.setTimeout(() => setTyping(null), TYPING_EXPIRY_MS);
    });
    const onReceipt = (kind: 'read' | 'delivered') => (e: { data: ChatItem }) => {
      const id = e.data.MessageMetadata?.MessageId;
      if (id) setReceipts((prev) => ({ ...prev, [kind]: new Set(prev[kind]).add(id) }));
    };
    s.onReadReceipt(onReceipt('read'));
    s.onDeliveredReceipt(onReceipt('delivered'));
    s.onEnded(() => setPhase('ended'));
    // Lost: chatjs is reconnecting by itself; broken: it gave up for now (it retries on network changes).
    s.onConnectionLost(() => setPhase((p) => (p === 'ended' ? p : 'reconnecting')));
    s.onConnectionBroken(() => setPhase((p) => (p === 'ended' ? p : 'reconnecting')));
    s.onConnectionEstablished(() => {
      setPhase((p) => (p === 'ended' ? p : 'connected'));
      void refill().catch(() => undefined);
    });
    s.connect()
      .then(() => {
        setPhase((p) => (p === 'connecting' ? 'connected' : p));
        return refill();
      })
      .catch((e: unknown) => {
        setPhase('failed');
        setError(`Could not join the chat (${errorType(e) || 'error'}).`);
      });
    return () => window.clearTimeout(typingTimer.current);
  }, [details, merge, refill]);

  /** Read receipts for the other side's messages once they are shown. */
  useEffect(() => {
    const s = session.current;
    if (!s || phase !== 'connected') return;
    for (const x of items) {
      if (x.Type !== 'MESSAGE' && x.Type !== 'ATTACHMENT') continue;
      if (x.ParticipantId === details.participantId || readSent.current.has(x.Id)) continue;
      readSent.current.add(x.Id);
      void s.sendEvent({ contentType: READ, content: JSON.stringify({ messageId: x.Id }) }).catch(() => undefined);
    }
  }, [items, phase, details.participantId]);

  return {
    items,
    phase,
    typing,
    receipts,
    error,
    send: (text: string) => session.current!.sendMessage({ message: text, contentType: 'text/plain' }).then((r) => merge([{ Id: r.data.Id, AbsoluteTime: r.data.AbsoluteTime, Type: 'MESSAGE', ContentType: 'text/plain', Content: text, ParticipantId: details.participantId, ParticipantRole: 'CUSTOMER' }])),
    typingEvent: () => session.current?.sendEvent({ contentType: TYPING }).catch(() => undefined),
    attach: (file: File) => session.current!.sendAttachment({ attachment: file }),
    download: (attachmentId: string) => session.current!.downloadAttachment({ attachmentId }),
    leave: () => session.current!.disconnectParticipant(),
  };
}
