import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { auditLine, type AuditEntry } from './audit.ts';
import type { BackEndDeps } from './clients.ts';
import { callerOf } from './agent.ts';
import { BackEndError, badInput, errorResponse, fromServiceError, json } from './respond.ts';

export type BackEndHandler = (event: APIGatewayProxyEventV2WithJWTAuthorizer) => Promise<APIGatewayProxyStructuredResultV2>;

/** What an action fills in as it learns it, so the audit line says it whether the action ends well or not. */
export interface ActionContext {
  who: string;
  action: string;
  contact: string | null;
  queue?: string;
}

/**
 * A back end's Lambda handler: finds the caller, runs the action, answers JSON, and writes one audit line, whatever
 * happened. Nothing thrown escapes: a failure is an answer in words.
 */
export function backEndHandler(deps: BackEndDeps, run: (event: APIGatewayProxyEventV2WithJWTAuthorizer, ctx: ActionContext) => Promise<unknown>): BackEndHandler {
  const audit = deps.audit ?? ((line: string) => console.log(line));
  return async (event) => {
    const ctx: ActionContext = { who: '', action: `${event.requestContext?.http?.method ?? '?'} ${event.rawPath ?? ''}`, contact: null };
    const write = (entry: Omit<AuditEntry, 'who' | 'contact' | 'action'>) =>
      audit(auditLine({ who: ctx.who || null, contact: ctx.contact, action: ctx.action, ...(ctx.queue ? { queue: ctx.queue } : {}), ...entry }));
    try {
      ctx.who = callerOf(event, deps.config.userClaim);
      const body = await run(event, ctx);
      write({ result: 'allowed', status: 200 });
      return json(200, body);
    } catch (e) {
      const err = fromServiceError(e);
      write({ result: err.status >= 500 ? 'failed' : 'refused', status: err.status, reason: err.reason });
      return errorResponse(err);
    }
  };
}

/** The request's JSON body (API Gateway may base64 it), or a 400 in words. */
export function jsonBody(event: APIGatewayProxyEventV2WithJWTAuthorizer): Record<string, unknown> {
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  let value: unknown;
  try {
    value = raw.trim() ? JSON.parse(raw) : null;
  } catch {
    value = undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badInput('The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/** The route's last path segment (the handler works under whatever prefix the API mounts it). */
export const lastSegment = (event: APIGatewayProxyEventV2WithJWTAuthorizer) => (event.rawPath ?? '').replace(/\/+$/, '').split('/').pop() ?? '';

export const notARoute = (event: APIGatewayProxyEventV2WithJWTAuthorizer) =>
  new BackEndError(404, 'NotFoundException', `This back end has no ${event.requestContext?.http?.method ?? ''} ${event.rawPath ?? ''}.`, 'no-such-route');
