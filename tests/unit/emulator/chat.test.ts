import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, checkAttachment } from '../../../emulator/chat/attachments.ts';
import { type Item, makeItem, transcriptPage } from '../../../emulator/chat/transcript.ts';

// The participant service's pure parts: GetTranscript paging and the attachment rules (spec §5).

const contact = { contactId: 'c-1', initialContactId: 'c-1' };
const items: Item[] = [1, 2, 3, 4, 5].map((n) => makeItem(contact, null, { Type: 'MESSAGE', Content: `m${n}` }));
const contents = (r: { Transcript: Item[] }) => r.Transcript.map((x) => x.Content);

describe('GetTranscript paging', () => {
  it('pages BACKWARD from the newest item, each page ascending, until NextToken runs out', () => {
    const first = transcriptPage(items, { MaxResults: 2, ScanDirection: 'BACKWARD', SortOrder: 'ASCENDING' });
    expect(contents(first)).toEqual(['m4', 'm5']);
    const second = transcriptPage(items, { MaxResults: 2, NextToken: first.NextToken! });
    expect(contents(second)).toEqual(['m2', 'm3']);
    const last = transcriptPage(items, { MaxResults: 2, NextToken: second.NextToken! });
    expect(contents(last)).toEqual(['m1']);
    expect(last.NextToken).toBeUndefined();
  });

  it('starts from a StartPosition Id, sorts DESCENDING on request, and FORWARD from nothing gives nothing', () => {
    expect(contents(transcriptPage(items, { MaxResults: 2, StartPosition: { Id: items[2]!.Id } }))).toEqual(['m2', 'm3']);
    expect(contents(transcriptPage(items, { MaxResults: 3, SortOrder: 'DESCENDING' }))).toEqual(['m5', 'm4', 'm3']);
    expect(contents(transcriptPage(items, { ScanDirection: 'FORWARD' }))).toEqual([]);
    expect(contents(transcriptPage(items, { ScanDirection: 'FORWARD', StartPosition: { MostRecent: 2 } }))).toEqual(['m4', 'm5']);
  });

  it('refuses a bad NextToken or MaxResults with ValidationException', () => {
    expect(() => transcriptPage(items, { NextToken: 'nope' })).toThrow(/NextToken/);
    expect(() => transcriptPage(items, { MaxResults: 101 })).toThrow(/MaxResults/);
  });
});

describe('chat attachments', () => {
  it('accepts the allowed types, and an unknown type with an allowed extension', () => {
    expect(checkAttachment('a.pdf', 'application/pdf', 10)).toBe('application/pdf');
    expect(checkAttachment('photo.jfif', 'image/jpeg', 10)).toBe('image/jpeg');
    expect(checkAttachment('notes.docx', '', 10)).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(checkAttachment('clip.wav', 'audio/x-wav', 10)).toBe('audio/x-wav');
  });

  it('rejects other types, empty files and files over 20 MB', () => {
    expect(() => checkAttachment('setup.exe', 'application/x-msdownload', 10)).toThrow(/not supported/);
    expect(() => checkAttachment('page.html', 'text/html', 10)).toThrow(/not supported/);
    expect(() => checkAttachment('a.txt', 'text/plain', 0)).toThrow(/positive/);
    expect(() => checkAttachment('a.txt', 'text/plain', MAX_ATTACHMENT_BYTES + 1)).toThrow(/limit/);
  });
});
