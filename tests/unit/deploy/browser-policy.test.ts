import { describe, expect, it } from 'vitest';
import { browserPolicies, notificationsOf, POLICY_NAMES, urlPattern } from '../../../deploy/browser-policy.mjs';

const deployed = { panelOrigins: ['https://ccp.example.com'], instanceOrigins: ['https://example-corp.my.connect.aws'] };

describe('enterprise browser policies for Chrome and Edge', () => {
  it('allow the microphone, camera and autoplay for the panel and the instance (whose CCP frame captures the audio)', () => {
    const { policies } = browserPolicies(deployed);
    for (const name of ['AudioCaptureAllowedUrls', 'VideoCaptureAllowedUrls', 'AutoplayAllowlist']) {
      expect(policies[name], name).toEqual(['https://ccp.example.com', 'https://example-corp.my.connect.aws']);
    }
  });

  it('allow popups (screen pop, screen sharing) and notifications for the panel only', () => {
    const { policies } = browserPolicies(deployed);
    expect(policies.PopupsAllowedForUrls).toEqual(['https://ccp.example.com']);
    expect(policies.NotificationsAllowedForUrls).toEqual(['https://ccp.example.com']);
  });

  it('grant no notifications where the configuration locks them off, clearing an earlier deployment\'s', () => {
    const { policies, windowsReg } = browserPolicies({ ...deployed, notifications: false });
    expect(policies.NotificationsAllowedForUrls).toEqual([]);
    expect(policies.PopupsAllowedForUrls).toEqual(['https://ccp.example.com']);
    expect(windowsReg).toContain('[-HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Google\\Chrome\\NotificationsAllowedForUrls]');
    expect(windowsReg).not.toContain('NotificationsAllowedForUrls]\r\n"1"');
    expect(notificationsOf({ agentSettings: { defaults: { notifications: false }, locked: ['notifications'] } })).toBe(false);
    expect(notificationsOf({ agentSettings: { defaults: { notifications: false } } })).toBe(true);
  });

  it('write one managed-policy JSON file per browser with every policy', () => {
    const { chromeJson, edgeJson } = browserPolicies(deployed);
    for (const json of [chromeJson, edgeJson]) expect(Object.keys(JSON.parse(json)).sort()).toEqual([...POLICY_NAMES].sort());
  });

  it('write a .reg file with each list under Chrome\'s and Edge\'s policy keys, entries numbered from 1', () => {
    const { windowsReg } = browserPolicies(deployed);
    expect(windowsReg.startsWith('Windows Registry Editor Version 5.00\r\n')).toBe(true);
    for (const root of ['HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Google\\Chrome', 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Microsoft\\Edge']) {
      for (const name of POLICY_NAMES) expect(windowsReg).toContain(`[${root}\\${name}]\r\n"1"="https://ccp.example.com"`);
      expect(windowsReg).toContain(`[${root}\\AudioCaptureAllowedUrls]\r\n"1"="https://ccp.example.com"\r\n"2"="https://example-corp.my.connect.aws"`);
      // An earlier deployment's entries are cleared first.
      expect(windowsReg).toContain(`[-${root}\\AudioCaptureAllowedUrls]`);
    }
  });

  it('write wildcard origins in the policies\' pattern form and refuse what is not an origin', () => {
    expect(urlPattern('https://*.my.connect.aws')).toBe('https://[*.]my.connect.aws');
    expect(urlPattern('https://ccp.example.com/')).toBe('https://ccp.example.com');
    expect(() => urlPattern('ccp.example.com')).toThrow(/not an origin/);
    expect(() => browserPolicies({ panelOrigins: [], instanceOrigins: [] })).toThrow(/panelOrigins/);
  });
});
