import { describe, expect, it } from 'vitest';
import { attributeLabel, dialableAttributes } from '../../../src/shared/rules/task-attributes';

// Dialable phone numbers in a task's attributes (task §2): international numbers the agent may dial, nothing else.

describe('dialable task attributes', () => {
  it('keeps possible international numbers of dialable countries, in E.164', () => {
    expect(dialableAttributes({ callback: '+1 415 555 0123', note: 'call after 5', uk: '+44 20 7946 0958', order: '12345', national: '4155550123', sos: '+911', empty: '' }, ['us'])).toEqual([{ name: 'callback', number: '+14155550123' }]);
    expect(dialableAttributes({ uk: '+44 20 7946 0958' }, ['us', 'gb'])).toEqual([{ name: 'uk', number: '+442079460958' }]);
  });

  it('has nothing to offer without attributes', () => {
    expect(dialableAttributes(undefined, ['us'])).toEqual([]);
    expect(dialableAttributes({ x: '+1' }, ['us'])).toEqual([]);
  });
});

describe('attributeLabel', () => {
  it('turns a flow attribute key into words an agent reads', () => {
    expect(attributeLabel('phone')).toBe('Phone');
    expect(attributeLabel('customer_phone')).toBe('Customer phone');
    expect(attributeLabel('mobileNumber')).toBe('Mobile number');
    expect(attributeLabel('alt-phone.2')).toBe('Alt phone 2');
    expect(attributeLabel('CRM ID')).toBe('CRM ID');
    expect(attributeLabel('__')).toBe('__');
    expect(attributeLabel('電話')).toBe('電話');
  });
});
