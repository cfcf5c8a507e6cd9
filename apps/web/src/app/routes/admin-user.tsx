/** /admin/users/:userId (role admin): one account, its role and suspension. */
export function Component() {
  return null;
}
