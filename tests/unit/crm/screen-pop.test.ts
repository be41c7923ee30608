import { describe, expect, it } from 'vitest';
import { parseCrmConfig } from '../../../src/shared/crm/crm-config';
import type { CrmContactEvent } from '../../../src/shared/crm/crm-contact';
import { expandTemplate, screenPopsFor } from '../../../src/shared/crm/screen-pop';

const ORIGINS = ['https://crm.example.com'];
const config = (rules: unknown[], allowedOrigins: unknown = ORIGINS) => parseCrmConfig({ screenPop: { allowedOrigins, rules } });
const call = (phase: CrmContactEvent['phase'] = 'offered', extra: Partial<CrmContactEvent['contact']> = {}): CrmContactEvent => ({
  phase,
  contact: { contactId: 'c-1', channel: 'voice', queue: 'Sales & Support', customer: '+12065550100', attributes: { CustomerRef: 'A&B=1', Secret: 'pin 1234' }, ...extra },
});

describe('screen-pop configuration', () => {
  it('reads rules with their defaults and the attributes their templates name', () => {
    const c = config([{ name: 'record', url: 'https://crm.example.com/search?phone={customer}&ref={attributes.CustomerRef}' }]);
    expect(c.screenPop.rules).toEqual([{ name: 'record', on: 'offered', channels: [], queues: [], url: 'https://crm.example.com/search?phone={customer}&ref={attributes.CustomerRef}', attributes: ['CustomerRef'] }]);
    expect(c.dial.autoDial).toBe(false);
    expect(parseCrmConfig(undefined).screenPop.rules).toEqual([]);
  });

  it('refuses a rule on an origin the admin did not list, naming the rule and the origin', () => {
    expect(() => config([{ name: 'evil', url: 'https://evil.example.net/?p={customer}' }])).toThrow('crm.screenPop.rules[0].url is on https://evil.example.net, which is not in screenPop.allowedOrigins');
  });

  it('refuses http (but for loopback), other schemes, placeholders in the host and unknown placeholders', () => {
    expect(() => config([], ['http://crm.example.com'])).toThrow('allowedOrigins[0]');
    expect(() => config([], ['https://crm.example.com/path'])).toThrow('allowedOrigins[0]');
    expect(() => config([{ name: 'a', url: 'http://crm.example.com/?p={customer}' }])).toThrow('must be an https:// URL');
    expect(() => config([{ name: 'a', url: 'javascript:alert({customer})' }])).toThrow('rules[0].url');
    expect(() => config([{ name: 'a', url: 'https://{customer}.example.com/' }])).toThrow('only after the origin');
    expect(() => config([{ name: 'a', url: 'https://crm.example.com/{phone}' }])).toThrow('unknown placeholder {phone}');
    expect(config([{ name: 'a', url: 'http://127.0.0.1:4200/crm/record?phone={customer}' }], ['http://127.0.0.1:4200']).screenPop.rules).toHaveLength(1);
  });

  it('refuses bad names, duplicate names, unknown channels and triggers', () => {
    const url = 'https://crm.example.com/';
    expect(() => config([{ name: 'a b', url }])).toThrow('rules[0].name');
    expect(() => config([{ name: 'a', url }, { name: 'a', url }])).toThrow('rules[1].name "a" is used by another rule');
    expect(() => config([{ name: 'a', url, channels: ['fax'] }])).toThrow('rules[0].channels');
    expect(() => config([{ name: 'a', url, on: 'ended' }])).toThrow('rules[0].on');
    expect(() => parseCrmConfig({ dial: { autoDial: 'yes' } })).toThrow('crm.dial');
    expect(() => parseCrmConfig({ embed: { attributes: ['a b'] } })).toThrow('crm.embed.attributes');
  });
});

describe('screen pops', () => {
  it('encodes every value, so a value cannot add a parameter or leave the origin', () => {
    const [rule] = config([{ name: 'r', url: 'https://crm.example.com/c/{queue}?phone={customer}&ref={attributes.CustomerRef}' }]).screenPop.rules;
    expect(expandTemplate(rule!, call(), ORIGINS)).toBe('https://crm.example.com/c/Sales%20%26%20Support?phone=%2B12065550100&ref=A%26B%3D1');
    const hostile = call('offered', { queue: '../../@evil.example.net', customer: '#x' });
    const url = new URL(expandTemplate(rule!, hostile, ORIGINS)!);
    expect(url.origin).toBe('https://crm.example.com');
    expect(url.searchParams.get('phone')).toBe('#x');
  });

  it('refuses a value that would form a dot segment, so the path keeps its shape', () => {
    const rules = config([
      { name: 'view', url: 'https://crm.example.com/case/{attributes.CustomerRef}/view' },
      { name: 'root', url: 'https://crm.example.com/{attributes.CustomerRef}' },
      { name: 'pair', url: 'https://crm.example.com/case/{attributes.CustomerRef}{queue}/view' },
      { name: 'dot', url: 'https://crm.example.com/case/.{attributes.CustomerRef}/view' },
    ]).screenPop.rules;
    for (const ref of ['.', '..', '%2e', '%2E%2e', '.%2E', '%2e.']) {
      // Raw percent signs are encoded (%252e), so only the dots themselves can make a dot segment; each form is tried raw too.
      for (const rule of rules) {
        const url = expandTemplate(rule, call('offered', { attributes: { CustomerRef: ref }, queue: '' }), ORIGINS);
        if (url !== null) expect(new URL(url).pathname.split('/').length, `${rule.name} ${ref}`).toBe(new URL(rule.url.replace(/\{[^}]*\}/g, 'x')).pathname.split('/').length);
      }
    }
    for (const rule of rules.slice(0, 2)) expect(expandTemplate(rule, call('offered', { attributes: { CustomerRef: '..' } }), ORIGINS)).toBeNull();
    expect(expandTemplate(rules[2]!, call('offered', { attributes: { CustomerRef: '.' }, queue: '.' }), ORIGINS)).toBeNull();
    expect(expandTemplate(rules[3]!, call('offered', { attributes: { CustomerRef: '.' } }), ORIGINS)).toBeNull();
    // In the query a dot is only text.
    const [query] = config([{ name: 'q', url: 'https://crm.example.com/s?ref={attributes.CustomerRef}' }]).screenPop.rules;
    expect(expandTemplate(query!, call('offered', { attributes: { CustomerRef: '..' } }), ORIGINS)).toBe('https://crm.example.com/s?ref=..');
    expect(expandTemplate(rules[0]!, call('offered', { attributes: { CustomerRef: 'a..b' } }), ORIGINS)).toBe('https://crm.example.com/case/a..b/view');
  });

  it('passes on only the attributes the rule names', () => {
    const [rule] = config([{ name: 'r', url: 'https://crm.example.com/?ref={attributes.CustomerRef}' }]).screenPop.rules;
    expect(expandTemplate(rule!, call(), ORIGINS)).not.toContain('1234');
    expect(expandTemplate(rule!, call('offered', { attributes: {} }), ORIGINS)).toBe('https://crm.example.com/?ref=');
  });

  it('matches moment, channel and queue, one named window per rule', () => {
    const { rules } = config([
      { name: 'voice-offered', channels: ['voice'], url: 'https://crm.example.com/v?p={customer}' },
      { name: 'chat-accepted', on: 'accepted', channels: ['chat'], url: 'https://crm.example.com/c?id={contactId}' },
      { name: 'sales', queues: ['Sales & Support'], url: 'https://crm.example.com/s?q={queue}' },
    ]).screenPop;
    expect(screenPopsFor(call(), rules, ORIGINS).map((p) => p.target)).toEqual(['screen-pop-voice-offered', 'screen-pop-sales']);
    expect(screenPopsFor(call('connected', { channel: 'chat', queue: 'Other' }), rules, ORIGINS)).toEqual([{ rule: 'chat-accepted', target: 'screen-pop-chat-accepted', url: 'https://crm.example.com/c?id=c-1' }]);
    expect(screenPopsFor(call('ended'), rules, ORIGINS)).toEqual([]);
    // The listed origins are checked on every pop, not only at start.
    expect(screenPopsFor(call(), rules, [])).toEqual([]);
  });
});
