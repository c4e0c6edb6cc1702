import { describe, expect, it } from 'vitest';
import { attachmentName } from './profile-api.ts';

describe('attachmentName', () => {
  it.each([
    ['attachment; filename="reelatlas-my-data.json"', 'reelatlas-my-data.json'],
    ['attachment; filename=data.json', 'data.json'],
    ["attachment; filename*=UTF-8''my%20data.json", 'my data.json'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
  ])('reads %j', (header, name) => {
    expect(attachmentName(header)).toBe(name);
  });

  it('answers null without a name', () => {
    expect(attachmentName(null)).toBeNull();
    expect(attachmentName('attachment')).toBeNull();
  });
});
