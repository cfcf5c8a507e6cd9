/** /admin/thefts (role admin): open reports, sightings, hunts and disputes. */
export function Component() {
  return null;
}
