/** /shop/dashboard (role shop): the shop's tags, sales and maintenance. */
export function Component() {
  return null;
}
