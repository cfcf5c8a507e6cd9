/** /admin (role admin): figures and trends. */
export function Component() {
  return null;
}
