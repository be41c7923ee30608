import { describe, expect, it } from 'vitest';
import { agentConn, customerConn, voiceCall } from './support/fixtures';
import { flush, modelWithFakePort } from './support/model';

const previewCall = (customerState: 'init' | 'connecting' = 'init') =>
  voiceCall('p', {
    isCampaignPreview: true,
    initiationMethod: 'campaign_preview',
    isInbound: false,
    connections: [agentConn('connected'), customerConn(customerState, { type: 'outbound' })],
  });

describe('preview dialling', () => {
  it('counts down in whole seconds from autoDialTimeout and dials at zero', async () => {
    const { model, fake, clock } = modelWithFakePort();
    fake.previewConfiguration = { autoDialTimeout: 3, canDiscardPreview: false };
    model.contacts.applySnapshot([previewCall()]);
    await flush();
    const left = model.preview.secondsLeft('p');
    expect(left.value).toBe(3);
    clock.advance(1000);
    expect(left.value).toBe(2);
    clock.advance(1999);
    await flush();
    expect(fake.callsTo('preview.engage')).toHaveLength(0);
    clock.advance(1);
    await flush();
    expect(fake.callsTo('preview.engage')).toEqual([['p']]);
    expect(model.preview.state('p').value?.phase).toBe('dialling');
  });

  it('starts at autoDialTimeout even when the clock tick is up to a second stale', async () => {
    const { model, fake, clock } = modelWithFakePort();
    fake.previewConfiguration = { autoDialTimeout: 6, canDiscardPreview: false };
    // `now` last ticked 900 ms ago when the preview arrives.
    clock.advance(900);
    model.contacts.applySnapshot([previewCall()]);
    await flush();
    const left = model.preview.secondsLeft('p');
    expect(left.value).toBe(6);
    clock.advance(100);
    expect(left.value).toBe(6);
    clock.advance(1000);
    expect(left.value).toBe(5);
  });

  it('dialling early engages once and cancels the auto-dial', async () => {
    const { model, fake, clock } = modelWithFakePort();
    model.contacts.applySnapshot([previewCall()]);
    await flush();
    await model.preview.dial('p');
    clock.advance(60_000);
    await flush();
    expect(fake.callsTo('preview.engage')).toEqual([['p']]);
  });

  it('discard works only when the campaign allows it', async () => {
    const { model, fake } = modelWithFakePort();
    fake.previewConfiguration = { autoDialTimeout: 10, canDiscardPreview: false };
    model.contacts.applySnapshot([previewCall()]);
    await flush();
    await expect(model.preview.discard('p')).rejects.toMatchObject({ errorName: 'invalid_state_transition' });
    expect(fake.callsTo('preview.discard')).toHaveLength(0);
  });

  it('a discarded preview does not auto-dial', async () => {
    const { model, fake, clock } = modelWithFakePort();
    model.contacts.applySnapshot([previewCall()]);
    await flush();
    await model.preview.discard('p');
    clock.advance(60_000);
    await flush();
    expect(fake.callsTo('preview.discard')).toEqual([['p']]);
    expect(fake.callsTo('preview.engage')).toHaveLength(0);
  });

  it('a configuration failure raises the preview-information alert', async () => {
    const { model, fake } = modelWithFakePort();
    fake.failNext('preview.getConfiguration', new Error('timeout'));
    model.contacts.applySnapshot([previewCall()]);
    await flush();
    expect(model.alerts.list.value.map((a) => a.type)).toContain('preview_info_failed');
    expect(model.preview.state('p').value?.phase).toBe('failed');
  });

  it('once the customer is dialled the preview is over', async () => {
    const { model } = modelWithFakePort();
    model.contacts.applySnapshot([previewCall()]);
    await flush();
    expect(model.preview.state('p').value).toBeDefined();
    model.contacts.applySnapshot([previewCall('connecting')]);
    expect(model.preview.state('p').value).toBeUndefined();
  });
});
