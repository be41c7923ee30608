import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { requestUrl, send, sendFile, sendHtml } from '../web/http.ts';

/** The installed chatjs release bundle: the customer page and test pages load exactly this file. */
export const chatjsBundlePath = (): string => createRequire(import.meta.url).resolve('amazon-connect-chatjs/dist/amazon-connect-chat.js');

export const CUSTOMER_CHAT_PATH = '/customer-chat/';

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Customer chat – Connect Local</title>
<link rel="stylesheet" href="/customer-chat/customer-chat.css"></head>
<body><div id="root"></div>
<script src="/customer-chat/amazon-connect-chat.js"></script>
<script type="module" src="/customer-chat/customer-chat.js"></script>
</body></html>`;

/**
 * The customer chat page: the real chatjs as the CUSTOMER against Connect Local's participant service. Opened
 * with `?contactId=` it joins that chat; without, it starts one. The script is built by build.mjs.
 */
export function customerChatRoute(distDir: string) {
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
    if (path === '/customer-chat') {
      send(res, 302, '', { Location: `${CUSTOMER_CHAT_PATH}${(requestUrl(req) ?? new URL('http://x/')).search}` });
      return true;
    }
    if (!path.startsWith(CUSTOMER_CHAT_PATH)) return false;
    const file = path.slice(CUSTOMER_CHAT_PATH.length);
    if (file === '' || file === 'index.html') sendHtml(res, page);
    else if (file === 'amazon-connect-chat.js') await sendFile(res, chatjsBundlePath());
    else if (file === 'customer-chat.js' || file === 'customer-chat.css' || file === 'customer-chat.js.map') await sendFile(res, join(distDir, 'customer-chat', file));
    else return false;
    return true;
  };
}
