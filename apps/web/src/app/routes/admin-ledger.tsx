/** /admin/ledger (role admin): the ledger journal and its balance check. */
export function Component() {
  return null;
}
