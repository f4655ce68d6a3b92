/** @jest-environment node */
import { plural } from '@/lib/plural';

describe('plural', () => {
  it('says one thing in the singular and any other number in the plural', () => {
    expect(plural(1, 'post')).toBe('1 post');
    expect(plural(0, 'post')).toBe('0 posts');
    expect(plural(2, 'post')).toBe('2 posts');
    expect(plural(1.5, 'minute')).toBe('1.5 minutes');
    expect(plural(21, 'entry', 'entries')).toBe('21 entries');
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
  });
});
