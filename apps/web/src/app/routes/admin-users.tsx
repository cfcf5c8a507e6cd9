/** /admin/users (role admin): search and list of accounts. */
export function Component() {
  return null;
}
