import { ConfigError } from '../config';
import { configureChatEndpoint } from './chat-endpoint';

/**
 * chatjs (300 KB) is not on the page at start-up: its evaluation held up the CCP frame's and the status's. It is
 * added once the agent's status shows, or at once for the first chat, whichever comes first; nothing of the
 * panel's uses a chat session before this has resolved (chat-sessions.ts), and a chat controller streams built
 * before it is rebuilt there. The participant service endpoint is set before any session exists.
 */
export function createChatjsLoader(streams: typeof connect, src: string, config: { region: string; endpoint?: string }): () => Promise<void> {
  let loaded: Promise<void> | null = null;
  const present = () => Boolean((streams as unknown as { ChatSession?: unknown }).ChatSession);
  return () =>
    (loaded ??= new Promise<void>((resolve, reject) => {
      const done = () => {
        if (!present()) return reject(new ConfigError('amazon-connect-chat.js could not be loaded: check that it is deployed beside index.html'));
        configureChatEndpoint(streams, config);
        resolve();
      };
      if (present()) return done();
      const script = Object.assign(document.createElement('script'), { src });
      script.addEventListener('load', done, { once: true });
      script.addEventListener('error', done, { once: true });
      document.head.append(script);
    }).catch((e: unknown) => {
      // A failed fetch is tried again by the next chat rather than remembered for the page's life.
      loaded = null;
      throw e;
    }));
}
