import { AddMaintenanceForm } from '@/features/maintenance/components/add-maintenance-form';
import { ShopDashboardView } from '@/features/shop-area/components/shop-dashboard-view';

/** /shop/dashboard (roles shop and admin): the shop's tags and sales, and maintenance on customers' bikes with consent. */
export function Component() {
  return <ShopDashboardView renderMaintenanceForm={(bike, close) => <AddMaintenanceForm bike={bike} shop={{ onDone: close, onCancel: close }} />} />;
}
