import { describe, expect, it } from 'vitest';

import { getInitials } from '@/features/auth/utils/initials';

describe('getInitials', () => {
  it.each([
    ['Ana María Pérez', 'AM'],
    ['ana pérez', 'AP'],
    ['  Pedro   ', 'P'],
    ['Ñandú Órtiz', 'ÑÓ'],
  ])('takes the first letters of the first two words of %s', (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });

  it('falls back to the email, then to a question mark', () => {
    expect(getInitials('', 'luis@example.cl')).toBe('L');
    expect(getInitials('')).toBe('?');
  });
});
