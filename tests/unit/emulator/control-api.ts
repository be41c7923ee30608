import type { ConnectLocal } from '../../../emulator/server.ts';

/** Connect Local's control API, as a test calls it: the status and the JSON answer. */
export const controlApiOf =
  (local: ConnectLocal) =>
  async (method: string, path: string, body?: object): Promise<{ status: number; body: any }> => {
    const r = await fetch(`${local.url}/emulator/api${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: body && JSON.stringify(body) });
    return { status: r.status, body: await r.json() };
  };
