import { describe, expect, it } from 'vitest';
import { formatAddress, isEmailAddress, parseAddressList } from '../../../src/shared/rules/email-address';
import { checkDraft, replyRecipients, replySubject } from '../../../src/shared/rules/email-draft';
import { checkEmailAttachment } from '../../../src/shared/rules/email-attachments';

describe('email addresses', () => {
  it('accepts plain and named addresses, separated by commas or semicolons, once each', () => {
    expect(parseAddressList('pat@example.com; "Lee, Sam" <sam@example.co.uk>, PAT@example.com', { max: 10 })).toEqual({
      ok: true,
      addresses: [{ address: 'pat@example.com' }, { address: 'sam@example.co.uk', displayName: 'Lee, Sam' }],
    });
  });

  it('names the first entry that is not an address, and refuses more than allowed', () => {
    expect(parseAddressList('pat@example.com, nobody', { max: 10 })).toEqual({ ok: false, error: { kind: 'invalid', entry: 'nobody' } });
    expect(parseAddressList('a@b.co, c@d.co', { max: 1 })).toEqual({ ok: false, error: { kind: 'too-many', max: 1 } });
    expect(parseAddressList('  ', { max: 1, required: true })).toEqual({ ok: false, error: { kind: 'required' } });
    expect(parseAddressList('', { max: 1 })).toEqual({ ok: true, addresses: [] });
  });

  it.each(['a@b', 'a b@c.com', '@c.com', 'a@c..com', 'a@c.com>', '<script>@x.com', `${'a'.repeat(250)}@x.com`])('refuses %s', (s) => {
    expect(isEmailAddress(s)).toBe(false);
  });

  it('shows a name that holds separators in quotes, so it reads back the same', () => {
    const a = { address: 'sam@example.com', displayName: 'Lee, Sam' };
    expect(formatAddress(a)).toBe('"Lee, Sam" <sam@example.com>');
    expect(parseAddressList(formatAddress(a), { max: 1 })).toEqual({ ok: true, addresses: [a] });
  });
});

describe('replies and drafts', () => {
  const original = {
    from: { address: 'pat@example.com', displayName: 'Pat' },
    to: [{ address: 'support@acme.example' }, { address: 'lee@example.com' }],
    cc: [{ address: 'PAT@example.com' }, { address: 'sam@example.com' }],
  };

  it('replies to the sender; reply all copies the others but never the centre itself or the sender twice', () => {
    expect(replyRecipients(original, { all: false, ownAddresses: ['support@acme.example'] })).toEqual({ to: 'Pat <pat@example.com>', cc: '' });
    expect(replyRecipients(original, { all: true, ownAddresses: ['support@acme.example'] })).toEqual({ to: 'Pat <pat@example.com>', cc: 'lee@example.com, sam@example.com' });
  });

  it('puts one Re: before the subject', () => {
    expect(replySubject('Broken kettle')).toBe('Re: Broken kettle');
    expect(replySubject('RE: Broken kettle')).toBe('RE: Broken kettle');
    expect(replySubject(undefined)).toBe('Re:');
  });

  it('may be sent with one To address, valid Cc and a subject', () => {
    expect(checkDraft({ to: 'pat@example.com', cc: '', subject: 'Hi', body: '' })).toMatchObject({ ok: true, to: [{ address: 'pat@example.com' }] });
    expect(checkDraft({ to: '', cc: 'x', subject: ' ', body: 'text' }).errors).toEqual({ to: { kind: 'required' }, cc: { kind: 'invalid', entry: 'x' }, subject: 'required' });
    expect(checkDraft({ to: 'a@b.co, c@d.co', cc: '', subject: 's', body: '' }).errors.to).toEqual({ kind: 'too-many', max: 1 });
  });

  it('attachments: the chat types, and 10 MB for one email together', () => {
    expect(checkEmailAttachment({ name: 'a.exe', type: 'application/x-msdownload', size: 10 }, [])).toBe('type');
    expect(checkEmailAttachment({ name: 'a.pdf', type: 'application/pdf', size: 6 * 1024 * 1024 }, [{ size: 5 * 1024 * 1024 }])).toBe('size');
    expect(checkEmailAttachment({ name: 'a.pdf', type: 'application/pdf', size: 4 * 1024 * 1024 }, [{ size: 5 * 1024 * 1024 }])).toBe('ok');
  });
});
