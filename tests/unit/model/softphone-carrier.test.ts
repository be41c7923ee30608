import { describe, expect, it } from 'vitest';
import { CcpError } from '../../../src/shared/domain/errors';
import { agentConn, configuration, customerConn, voiceCall } from './support/fixtures';
import { modelWithFakePort } from './support/model';
import { memoryStorage } from '../../../src/shared/model/view/storage';

describe('softphone carrier store', () => {
  it('follows the host: here, elsewhere, and elsewhere during a call', () => {
    const { model } = modelWithFakePort();
    const carrier = model.softphoneCarrier;
    carrier.applyWindows(2);
    expect(carrier.notice.value).toBeNull();
    carrier.applyCarrier({ here: true, carrierId: 'me' });
    expect(carrier.notice.value).toBe('here');
    carrier.applyCarrier({ here: false, carrierId: 'other' });
    expect(carrier.notice.value).toBe('elsewhere');
    expect(carrier.canTake.value).toBe(true);
    model.contacts.applySnapshot([voiceCall('c1')]);
    expect(carrier.notice.value).toBe('elsewhere-in-call');
    expect(carrier.canTake.value).toBe(false);
  });

  it('says whether calls ring in this window: not while another window carries them, never for a desk phone', () => {
    const { model } = modelWithFakePort();
    const carrier = model.softphoneCarrier;
    expect(carrier.ringsHere.value).toBe(true);
    carrier.applyCarrier({ here: false, carrierId: 'other' });
    expect(carrier.ringsHere.value).toBe(false);
    carrier.applyCarrier({ here: true, carrierId: 'me' });
    expect(carrier.ringsHere.value).toBe(true);
    model.agent.applyConfiguration(configuration({ softphoneEnabled: false }));
    expect(carrier.ringsHere.value).toBe(false);
  });

  it('takes calls through the host between calls, and refuses during one without asking it', async () => {
    const { model, fake } = modelWithFakePort();
    const carrier = model.softphoneCarrier;
    carrier.applyCarrier({ here: false, carrierId: 'other' });
    await carrier.takeCalls();
    expect(fake.callsTo('softphone.takeCalls')).toHaveLength(1);
    model.contacts.applySnapshot([voiceCall('c1')]);
    await expect(carrier.takeCalls()).rejects.toBeInstanceOf(CcpError);
    expect(fake.callsTo('softphone.takeCalls')).toHaveLength(1);
  });

  it('remembers a failed take so the window can say so', async () => {
    const { model, fake } = modelWithFakePort();
    const carrier = model.softphoneCarrier;
    carrier.applyCarrier({ here: false, carrierId: 'other' });
    fake.failNext('softphone.takeCalls', new CcpError('request_timed_out'));
    await expect(carrier.takeCalls()).rejects.toBeInstanceOf(CcpError);
    expect(carrier.takeFailed.value).toBe(true);
    expect(carrier.taking.value).toBe(false);
  });

  it('tells the call audio was lost when the carrying window goes during a call, until the call ends', () => {
    const { model } = modelWithFakePort();
    const carrier = model.softphoneCarrier;
    carrier.applyWindows(2);
    carrier.applyCarrier({ here: false, carrierId: 'other' });
    model.contacts.applySnapshot([voiceCall('c1')]);
    carrier.applyCarrier({ here: true, carrierId: 'me' });
    expect(carrier.notice.value).toBe('audio-lost');
    model.contacts.applySnapshot([]);
    expect(carrier.notice.value).toBe('here');
  });

  /** A window that had call c1 (carrying calls or not), reloaded in the same tab; the other window now carries calls. */
  const reloadedWindow = (carried: boolean) => {
    const tab = memoryStorage();
    const before = modelWithFakePort(undefined, tab).model;
    before.softphoneCarrier.applyCarrier(carried ? { here: true, carrierId: 'me' } : { here: false, carrierId: 'other' });
    before.contacts.applySnapshot([voiceCall('c1')]);
    before.dispose();
    const { model } = modelWithFakePort(undefined, tab);
    model.softphoneCarrier.applyCarrier({ here: false, carrierId: 'other' });
    return model;
  };

  it('after this window reloads during a call it carried, tells the call audio was lost here too', () => {
    const model = reloadedWindow(true);
    expect(model.softphoneCarrier.notice.value).toBe('elsewhere');
    model.contacts.applySnapshot([voiceCall('c1')]);
    expect(model.softphoneCarrier.notice.value).toBe('audio-lost');
    model.contacts.applySnapshot([]);
    expect(model.softphoneCarrier.notice.value).toBe('elsewhere');
  });

  it('a reloaded window that did not carry the call says nothing of a loss', () => {
    const model = reloadedWindow(false);
    model.contacts.applySnapshot([voiceCall('c1')]);
    expect(model.softphoneCarrier.notice.value).toBe('elsewhere-in-call');
  });

  it('a call still ringing when the carrying window goes is not lost: the window that carries calls now sets it up', () => {
    const { model } = modelWithFakePort();
    const carrier = model.softphoneCarrier;
    carrier.applyWindows(2);
    carrier.applyCarrier({ here: false, carrierId: 'other' });
    model.contacts.applySnapshot([voiceCall('c1', { state: 'incoming', connections: [agentConn('connecting'), customerConn('connected')] })]);
    carrier.applyCarrier({ here: true, carrierId: 'me' });
    expect(carrier.notice.value).toBe('here');
  });

  it('says calls ring here only beside another of the agent’s windows, and keeps the window awake either way (issue 41)', () => {
    const { model } = modelWithFakePort();
    const carrier = model.softphoneCarrier;
    model.agent.markInitialized();
    carrier.applyCarrier({ here: true, carrierId: 'me' });
    expect(carrier.notice.value).toBeNull();
    expect(carrier.stayAwake.value).toBe(true);
    carrier.applyWindows(2);
    expect(carrier.notice.value).toBe('here');
    carrier.applyWindows(1);
    expect(carrier.notice.value).toBeNull();
    expect(carrier.stayAwake.value).toBe(true);
  });
});

