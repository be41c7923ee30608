import { describe, expect, it } from 'vitest';
import { chatUserAgentSuffix } from '../../../src/shared/rules/chat-user-agent';

describe('chatUserAgentSuffix', () => {
  it('names the panel standalone or embedded, version 1.0.0', () => {
    expect(chatUserAgentSuffix(false)).toBe('StandaloneCCP/1.0.0');
    expect(chatUserAgentSuffix(true)).toBe('EmbeddedCCP/1.0.0');
  });
});
