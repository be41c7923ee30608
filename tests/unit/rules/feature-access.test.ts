import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, featureOffered, isFeatureFlag, showsAuthenticatedMark } from '../../../src/shared/rules/feature-access';

const all = new Set<string>(FEATURE_FLAGS);
const without = (flag: string) => new Set([...all].filter((f) => f !== flag));

describe('feature access: the instance flags and the region exclusions (chat/task/email §3, §6; shell §10)', () => {
  it('offers every feature when its flag is on and the region has its service', () => {
    for (const f of ['taskTemplates', 'chatReceipts', 'authenticatedChat', 'quickResponses', 'video'] as const) {
      expect(featureOffered(f, { enabledFlags: all, region: 'us-west-2' }), f).toBe(true);
    }
  });
  it('hides a feature whose flag the instance turned off', () => {
    expect(featureOffered('taskTemplates', { enabledFlags: without('allowTaskTemplates'), region: 'us-west-2' })).toBe(false);
    expect(featureOffered('chatReceipts', { enabledFlags: without('allowChatReceipts'), region: 'us-west-2' })).toBe(false);
    expect(featureOffered('authenticatedChat', { enabledFlags: without('allowOrcaAuthenticatedChat'), region: 'us-west-2' })).toBe(false);
    // Another flag being off changes nothing.
    expect(featureOffered('taskTemplates', { enabledFlags: without('allowChatReceipts'), region: 'us-west-2' })).toBe(true);
  });
  it('hides video in ap-south-1, us-gov-west-1 and ap-northeast-3 only', () => {
    for (const region of ['ap-south-1', 'us-gov-west-1', 'ap-northeast-3']) expect(featureOffered('video', { enabledFlags: all, region }), region).toBe(false);
    expect(featureOffered('video', { enabledFlags: all, region: 'af-south-1' })).toBe(true);
  });
  it('hides knowledge search (quick responses) in af-south-1, ap-south-1 and us-gov-west-1 only', () => {
    for (const region of ['af-south-1', 'ap-south-1', 'us-gov-west-1']) expect(featureOffered('quickResponses', { enabledFlags: all, region }), region).toBe(false);
    expect(featureOffered('quickResponses', { enabledFlags: all, region: 'ap-northeast-3' })).toBe(true);
  });
  it('hides authenticated chat in us-gov-west-1 even with its flag on', () => {
    expect(featureOffered('authenticatedChat', { enabledFlags: all, region: 'us-gov-west-1' })).toBe(false);
    expect(featureOffered('authenticatedChat', { enabledFlags: all, region: 'ap-south-1' })).toBe(true);
  });
  it('lets the region alone decide where the host has no flags, and nothing exclude without a region', () => {
    expect(featureOffered('taskTemplates', { enabledFlags: null, region: 'us-gov-west-1' })).toBe(true);
    expect(featureOffered('video', { enabledFlags: null, region: 'us-gov-west-1' })).toBe(false);
    expect(featureOffered('video', { enabledFlags: new Set(), region: null })).toBe(true);
    expect(featureOffered('taskTemplates', { enabledFlags: new Set(), region: null })).toBe(false);
  });
  it('knows the spec’s flag names and nothing else', () => {
    expect(FEATURE_FLAGS).toHaveLength(20);
    expect(isFeatureFlag('allowTaskTemplates')).toBe(true);
    expect(isFeatureFlag('allowEverything')).toBe(false);
    expect(isFeatureFlag(3)).toBe(false);
  });
});

describe('the authenticated-customer mark', () => {
  it('shows only for an authenticated customer on an instance that offers authenticated chat', () => {
    expect(showsAuthenticatedMark({ isAuthenticated: true }, new Set(['authenticatedChat']))).toBe(true);
    expect(showsAuthenticatedMark({ isAuthenticated: true }, new Set())).toBe(false);
    expect(showsAuthenticatedMark({ isAuthenticated: false }, new Set(['authenticatedChat']))).toBe(false);
  });
});
