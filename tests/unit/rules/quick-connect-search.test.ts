import { describe, expect, it } from 'vitest';
import type { QuickConnect } from '../../../src/shared/domain/port-types';
import {
  isNameQuery,
  matchesQuickConnect,
  noResultsOutcome,
  searchQuickConnects,
} from '../../../src/shared/rules/quick-connect-search';

const qc = (name: string, type: QuickConnect['type'], phoneNumber?: string): QuickConnect => ({
  endpointARN: `arn:${name}`,
  endpointId: `id-${name}`,
  name,
  type,
  ...(phoneNumber ? { phoneNumber } : {}),
});
const seattle = qc('Seattle Office', 'phone_number', '+12065550100');
const london = qc('London desk', 'phone_number', '+442079460958');
const sales = qc('Sales queue', 'queue');
const agent = qc('Jane 2nd line', 'agent');

describe('a query counts as a name search if, after stripping a leading +, its first character is not a digit', () => {
  it('classifies queries', () => {
    expect(isNameQuery('sales')).toBe(true);
    expect(isNameQuery('+sales')).toBe(true);
    expect(isNameQuery('206')).toBe(false);
    expect(isNameQuery('+44')).toBe(false);
    expect(isNameQuery(' ２06')).toBe(false);
  });
});

describe('quick connect search', () => {
  it('matches a case-insensitive name substring', () => {
    expect(matchesQuickConnect(seattle, 'OFFICE')).toBe(true);
    expect(matchesQuickConnect(seattle, 'desk')).toBe(false);
  });
  it('matches a phone-number prefix with or without + and country code', () => {
    for (const q of ['+1206', '1206', '206', '206-555', '+1 (206) 555']) expect(matchesQuickConnect(seattle, q)).toBe(true);
    expect(matchesQuickConnect(london, '2079')).toBe(true);
    expect(matchesQuickConnect(london, '+2079')).toBe(false);
    expect(matchesQuickConnect(seattle, '555')).toBe(false);
  });
  it('a digit query never matches a name, nor an address without a phone number', () => {
    expect(matchesQuickConnect(agent, '2')).toBe(false);
    expect(matchesQuickConnect(agent, '2nd')).toBe(false);
  });
  it('shows only valid quick connects', () => {
    const broken = { ...seattle, endpointARN: '' };
    expect(searchQuickConnects([broken, sales], '')).toEqual([sales]);
  });
  it('non-conversational mode limits to phone-number addresses', () => {
    expect(searchQuickConnects([seattle, sales, agent, london], '', 'non_conversational')).toEqual([seattle, london]);
    expect(searchQuickConnects([seattle, sales, agent, london], 'e', 'conversational')).toHaveLength(4);
  });
});

describe('no-results outcome', () => {
  it('offers the typed number if it is valid E.164', () => {
    expect(noResultsOutcome(' +44 20 7946 0958 ')).toEqual({ kind: 'dial', number: '+442079460958', emergency: false });
  });
  it('offers an emergency number', () => {
    expect(noResultsOutcome('911')).toEqual({ kind: 'dial', number: '911', emergency: true });
    expect(noResultsOutcome('112', 'de')).toEqual({ kind: 'dial', number: '112', emergency: true });
  });
  it("else says 'This number is not in E.164 format' for a number", () => {
    expect(noResultsOutcome('2065550100')).toEqual({ kind: 'message', key: 'voice.quickConnects.notE164' });
    expect(noResultsOutcome('+1555')).toEqual({ kind: 'message', key: 'voice.quickConnects.notE164' });
  });
  it("else says 'No results found'", () => {
    expect(noResultsOutcome('zebra')).toEqual({ kind: 'message', key: 'voice.quickConnects.noResults' });
  });
});
