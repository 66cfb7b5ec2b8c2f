import { describe, expect, it } from 'vitest';

import { createSessionId } from '@/features/admin-import/utils/session-id';

describe('createSessionId', () => {
  it("is 'import-' + the timestamp + a random suffix the API accepts", () => {
    const id = createSessionId(1732300000000);
    expect(id).toMatch(/^import-1732300000000-[a-z0-9]{9}$/);
  });

  it('differs from call to call', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createSessionId(1)));
    expect(ids.size).toBe(50);
  });
});
