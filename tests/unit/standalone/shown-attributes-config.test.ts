import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../../src/standalone/config';

const base = { instanceUrl: 'https://alias.my.connect.aws', region: 'us-west-2' };

describe('the contact attributes an email shows (config.json shownAttributes)', () => {
  it('are none unless named, and keep the given order without repeats', () => {
    expect(parseConfig(base).shownAttributes).toEqual([]);
    expect(parseConfig({ ...base, shownAttributes: ['CustomerRef', 'Tier', 'CustomerRef'] }).shownAttributes).toEqual(['CustomerRef', 'Tier']);
  });

  it('refuse anything but a list of names, saying which field', () => {
    for (const bad of ['CustomerRef', [''], [42], { Tier: true }]) {
      expect(() => parseConfig({ ...base, shownAttributes: bad })).toThrow(ConfigError);
      expect(() => parseConfig({ ...base, shownAttributes: bad })).toThrow(/shownAttributes/);
    }
  });
});
