import { describe, expect, it } from 'vitest';
import { accountChangeRefusal, isOwnAccount } from './admin-users.policy.ts';

const A = 'admin-a';
const B = 'admin-b';
const U = 'user-u';

describe('accountChangeRefusal', () => {
  it('refuses any change of an admin to their own account', () => {
    expect(accountChangeRefusal(A, { id: A }, { kind: 'role', role: 'user' }, [A, B])).toBe('CANNOT_CHANGE_OWN_ACCOUNT');
    expect(accountChangeRefusal(A, { id: A }, { kind: 'suspend' }, [A, B])).toBe('CANNOT_CHANGE_OWN_ACCOUNT');
  });

  it('lets an admin demote or suspend another admin while one active admin remains', () => {
    expect(accountChangeRefusal(A, { id: B }, { kind: 'role', role: 'shop' }, [A, B])).toBeNull();
    expect(accountChangeRefusal(A, { id: B }, { kind: 'suspend' }, [A, B])).toBeNull();
  });

  it('refuses to demote or suspend the last active admin', () => {
    // The actor lost the role in a concurrent change: the target is now the only active admin.
    expect(accountChangeRefusal(A, { id: B }, { kind: 'role', role: 'user' }, [B])).toBe('LAST_ADMIN');
    expect(accountChangeRefusal(A, { id: B }, { kind: 'suspend' }, [B])).toBe('LAST_ADMIN');
  });

  it('allows changes that keep the admins as they are', () => {
    expect(accountChangeRefusal(A, { id: B }, { kind: 'role', role: 'admin' }, [B])).toBeNull();
    expect(accountChangeRefusal(A, { id: U }, { kind: 'role', role: 'admin' }, [A])).toBeNull();
    expect(accountChangeRefusal(A, { id: U }, { kind: 'suspend' }, [A])).toBeNull();
  });
});

describe('isOwnAccount', () => {
  it("tells the admin's own account from another's", () => {
    expect(isOwnAccount(A, { id: A })).toBe(true);
    expect(isOwnAccount(A, { id: U })).toBe(false);
  });
});
