import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { requiredPermission } from '../../../emulator/workspace/permissions.ts';

/**
 * The plugin's manifest asks for exactly what its SDK calls need (the per-method 'Permissions required' of the
 * Agent Workspace developer guide, as Connect Local enforces them): nothing unused, nothing missing.
 */
const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const manifest = JSON.parse(readFileSync(root('manifest.json'), 'utf8')) as { Permissions: string[] };
const pluginSource = readdirSync(root('src/plugin'))
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => readFileSync(root(`src/plugin/${f}`), 'utf8'))
  .join('\n');

// The plugin names its SDK clients agent, contact and voice (@amazon-connect/contact, /voice) and apps (AppController).
const ROUTE_OF: Record<string, (method: string) => [string, string]> = {
  agent: (m) => ['aws.connect.contact', `agent/${m}`],
  contact: (m) => ['aws.connect.contact', `contact/${m}`],
  voice: (m) => ['aws.connect.voice', `voice/${m}`],
  apps: (m) => ['aws.connect.workspace', m],
};

function permissionsTheCallsNeed(): Set<string> {
  const needed = new Set<string>();
  for (const [, client, method] of pluginSource.matchAll(/\b(agent|contact|voice|apps)\.(\w+)\(/g)) {
    if (method!.startsWith('on') || method!.startsWith('off')) continue; // events: covered by the calls' permissions
    const [namespace, route] = ROUTE_OF[client!]!(method!);
    const p = requiredPermission(namespace, route);
    if (p) needed.add(p);
  }
  return needed;
}

describe('the plugin manifest', () => {
  it('asks for exactly the permissions its SDK calls need', () => {
    expect([...new Set(manifest.Permissions)].sort()).toEqual([...permissionsTheCallsNeed()].sort());
  });

  it('needs Contact.Attributes.View for the chat description and * for hold, resume, conference and the screen-sharing tab', () => {
    expect(requiredPermission('aws.connect.contact', 'contact/getAttributes')).toBe('Contact.Attributes.View');
    expect(pluginSource).toMatch(/contact\.getAttributes\(/);
    expect(requiredPermission('aws.connect.voice', 'voice/holdSelf')).toBe('*');
    expect(requiredPermission('aws.connect.workspace', 'launchApp')).toBe('*');
  });
});
