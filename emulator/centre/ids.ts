import { randomUUID } from 'node:crypto';

/** Identifiers in the shapes Amazon Connect uses, so streams' ARN parsing works (instance/<uuid>/...). */
export interface InstanceIds {
  readonly region: string;
  readonly account: string;
  readonly instanceId: string;
  readonly instanceArn: string;
}

export function instanceIds(region = 'us-west-2', account = '123456789012', instanceId = '4a1c0de5-0c0a-4c0a-9c0a-10ca1c0c0a11'): InstanceIds {
  return { region, account, instanceId, instanceArn: `arn:aws:connect:${region}:${account}:instance/${instanceId}` };
}

export const newId = (): string => randomUUID();

/** A deterministic id for seed data: the same name always gives the same uuid-shaped id. */
export function seedId(name: string): string {
  let h = 0x811c9dc5;
  const hex: string[] = [];
  for (let round = 0; round < 4; round++) {
    for (const ch of `${round}:${name}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    hex.push(h.toString(16).padStart(8, '0'));
  }
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-4${s.slice(13, 16)}-a${s.slice(17, 20)}-${s.slice(20, 32)}`;
}
