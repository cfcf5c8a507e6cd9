/** /admin/tags (role admin): the tag inventory and batches. */
export function Component() {
  return null;
}
