import { describe, expect, it } from 'vitest';
import { createFeatureAccessStore } from '../../../src/shared/model/features/feature-access-store';
import type { CcpPort, FeatureAccessPort } from '../../../src/shared/model';

const portWith = (features?: FeatureAccessPort) => ({ capabilities: new Set(), features }) as unknown as CcpPort;
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('feature access store (chat/task/email §7 feature check, §9 retries)', () => {
  it('offers what the instance allowlist turns on, and nothing flagged before it answers', async () => {
    const store = createFeatureAccessStore({ port: portWith({ region: 'us-west-2', enabledFlags: async () => ['allowChatReceipts'] }) });
    expect(store.offered.value.has('chatReceipts')).toBe(false);
    await settle();
    expect(store.offered.value.has('chatReceipts')).toBe(true);
    expect(store.offered.value.has('taskTemplates')).toBe(false);
    expect(store.offered.value.has('video')).toBe(true);
  });
  it('asks again up to 2 more times, then counts the flags as off', async () => {
    let asked = 0;
    const failing = createFeatureAccessStore({ port: portWith({ region: 'us-west-2', enabledFlags: async () => (asked++, Promise.reject(new Error('503'))) }) });
    for (let i = 0; i < 5; i++) await settle();
    expect(asked).toBe(3);
    expect(failing.offered.value.has('taskTemplates')).toBe(false);

    let tries = 0;
    const recovering = createFeatureAccessStore({ port: portWith({ region: 'us-west-2', enabledFlags: async () => (++tries < 3 ? Promise.reject(new Error('503')) : ['allowTaskTemplates']) }) });
    for (let i = 0; i < 5; i++) await settle();
    expect(recovering.offered.value.has('taskTemplates')).toBe(true);
  });
  it('lets the region alone decide where the host has no allowlist, and nothing without a region', () => {
    const gov = createFeatureAccessStore({ port: portWith({ region: 'us-gov-west-1' }) });
    expect([...gov.offered.value].sort()).toEqual(['chatReceipts', 'taskTemplates']);
    const none = createFeatureAccessStore({ port: portWith() });
    expect(none.offered.value.size).toBe(5);
  });
});
