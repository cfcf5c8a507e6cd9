/** /admin/audit (role admin): every admin change, read only. */
export function Component() {
  return null;
}
