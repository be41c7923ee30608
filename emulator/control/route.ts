import type { IncomingMessage } from 'node:http';

/** A control-API route: its path's parameters and its JSON body in, the answer out (api.ts sends it as JSON). */
export type Route = (req: IncomingMessage, params: string[], body: Record<string, any>) => unknown;
