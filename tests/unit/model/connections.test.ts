import { describe, expect, it } from 'vitest';
import {
  canResumeAll,
  canSwap,
  hasActiveVoiceConnection,
  hasTwoActiveParticipants,
  isBelowConnectionCap,
  isThreeWayConnectionActive,
  isThreeWayConnectionExist,
  isThreeWayConnectionOnHold,
  numberOfConnections,
} from '../../../src/shared/domain/connections';
import { agentConn, chat, customerConn, thirdPartyConn, voiceCall } from './support/fixtures';

const threeWay = (customer = customerConn('connected'), third = thirdPartyConn('tp', 'connected')) =>
  voiceCall('c', { connections: [agentConn('connected'), customer, third] });

describe('connection rules', () => {
  it('counts live connections, not disconnected ones', () => {
    expect(numberOfConnections(threeWay(customerConn('connected'), thirdPartyConn('tp', 'disconnected')))).toBe(2);
  });
  it('three-way exists with two live parties besides the agent', () => {
    expect(isThreeWayConnectionExist(threeWay())).toBe(true);
    expect(isThreeWayConnectionExist(voiceCall('c'))).toBe(false);
  });
  it('three-way is active only when both parties are connected and not held', () => {
    expect(isThreeWayConnectionActive(threeWay())).toBe(true);
    expect(isThreeWayConnectionActive(threeWay(customerConn('hold')))).toBe(false);
  });
  it('three-way is on hold when both parties are held', () => {
    expect(isThreeWayConnectionOnHold(threeWay(customerConn('hold'), thirdPartyConn('tp', 'hold')))).toBe(true);
    expect(isThreeWayConnectionOnHold(threeWay(customerConn('hold')))).toBe(false);
  });
  it('swap is offered only with exactly two connections besides the agent', () => {
    expect(canSwap(threeWay())).toBe(true);
    expect(canSwap(voiceCall('c'))).toBe(false);
  });
  it('resume-all is unavailable until another call is on hold', () => {
    expect(canResumeAll(threeWay())).toBe(false);
    expect(canResumeAll(threeWay(customerConn('hold')))).toBe(true);
  });
  it('caps connections at 6', () => {
    const parties = [1, 2, 3].map((n) => thirdPartyConn(`tp${n}`, 'connected'));
    const five = voiceCall('c', { connections: [agentConn('connected'), customerConn('connected'), ...parties] });
    expect(isBelowConnectionCap(five)).toBe(true);
    const six = { ...five, connections: [...five.connections, thirdPartyConn('tp5', 'connected')] };
    expect(isBelowConnectionCap(six)).toBe(false);
  });
  it('two active participants disables silent monitor', () => {
    expect(hasTwoActiveParticipants(threeWay())).toBe(true);
    expect(hasTwoActiveParticipants(voiceCall('c'))).toBe(false);
  });
  it('a live voice connection is what blocks unloading, never a chat', () => {
    expect(hasActiveVoiceConnection(voiceCall('c'))).toBe(true);
    expect(hasActiveVoiceConnection(voiceCall('c', { connections: [agentConn('disconnected')] }))).toBe(false);
    expect(hasActiveVoiceConnection(chat('c'))).toBe(false);
  });
});
