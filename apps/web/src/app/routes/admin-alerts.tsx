import { TravelAlertsView } from '@/features/admin-tags/components/travel-alerts-view';

/** /admin/alerts (role admin): improbable travels of secure tags, to look at and mark as seen. */
export function Component() {
  return <TravelAlertsView />;
}
