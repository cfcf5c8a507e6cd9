import type { Bike } from '@ritrova/shared';
import { Navigate, useParams } from 'react-router';
import { bikeFrom } from '@/features/bikes/api/get-bike';
import { bikePagePlan } from '@/features/bikes/bike-page-plan';
import { BikeDetailView } from '@/features/bikes/components/bike-detail-view';
import { BikeStatusCard } from '@/features/bikes/components/bike-status-card';
import { maintenanceKeys } from '@/features/maintenance/api/keys';
import { MaintenanceHistory } from '@/features/maintenance/components/maintenance-history';
import { ShopConsentsSection } from '@/features/maintenance/components/shop-consents-section';
import { photoKeys } from '@/features/photos/api/keys';
import { BikePhotos } from '@/features/photos/components/bike-photos';
import { useRewardQuery } from '@/features/rewards/api/get-reward';
import { PayRewardAction } from '@/features/rewards/components/pay-reward-action';
import { RewardPanel } from '@/features/rewards/components/reward-panel';
import { rewardView } from '@/features/rewards/reward-status';
import { PublicationControl } from '@/features/stolen/components/publication-control';
import { AssignTagDialog } from '@/features/tags-owner/components/assign-tag-dialog';
import { BikeTags } from '@/features/tags-owner/components/bike-tags';
import { MarkRecoveredDialog } from '@/features/theft/components/mark-recovered-dialog';
import { ReportStolenDialog } from '@/features/theft/components/report-stolen-dialog';
import { SightingsSection } from '@/features/theft/components/sightings-section';
import { TheftFactsCard } from '@/features/theft/components/theft-facts-card';
import { answerOf, type SeedQueries } from '@/lib/page-data';
import { pendingAssociationPath, readPendingTagSession } from '@/lib/pending-tag-session';
import { queryKeys } from '@/lib/query-keys';

/**
 * Status and the next action (issue #19): report the theft, pay the reward, or
 * mark the bike recovered, whichever its state asks for first.
 */
function BikeStatus({ bike }: { bike: Bike }) {
  // The same query (and cache entry) as the reward panel's.
  const reward = useRewardQuery(bike.id, bike.status === 'stolen');
  const unpaid = bike.status === 'stolen' && reward.data ? rewardView(reward.data).canPay : false;
  const plan = bikePagePlan({ status: bike.status, rewardAwaitingPayment: unpaid });
  return (
    <BikeStatusCard
      bike={bike}
      plan={plan}
      primary={
        <>
          {/* Spec §4: shown while not stolen; it stays mounted for its own payment step once the bike is stolen. */}
          <ReportStolenDialog bike={bike} />
          {plan.nextAction === 'pay_reward' && reward.data && <PayRewardAction bikeId={bike.id} paymentUrl={reward.data.paymentUrl} />}
          {/* After the payment while it is unpaid: an unpaid reward does not stop the owner finding the bike. Kept in
              one place of the tree, so a dialog open while the reward's state changes stays open. */}
          {bike.status === 'stolen' && <MarkRecoveredDialog bike={bike} secondary={plan.nextAction !== 'mark_recovered'} />}
        </>
      }
      secondary={<AssignTagDialog bike={bike} />}
      details={<BikeTags bike={bike} />}
    />
  );
}

/** The theft of a stolen or recovered bike: its facts, the reward, then the sightings. */
function BikeTheft({ bike }: { bike: Bike }) {
  return (
    <>
      <TheftFactsCard bike={bike} publication={<PublicationControl bikeId={bike.id} stolen={bike.status === 'stolen'} />} />
      <RewardPanel bike={bike} />
      <SightingsSection bike={bike} />
    </>
  );
}

/** /bikes/{bikeId}: the bike's page in order of importance (bikePageSections). */
export function Component() {
  const { bikeId = '' } = useParams();
  // Spec §2: a tag scanned before signing in is associated first.
  const pending = readPendingTagSession();
  if (pending) return <Navigate to={pendingAssociationPath(pending)} replace />;
  return (
    // A new id is a new page: edit mode and dialogs of the previous bike do not carry over.
    <BikeDetailView
      key={bikeId}
      bikeId={bikeId}
      status={(bike) => <BikeStatus bike={bike} />}
      photos={(bike) => <BikePhotos bike={bike} />}
      theft={(bike) => <BikeTheft bike={bike} />}
      maintenance={(bike) => <MaintenanceHistory bike={bike} />}
      shops={(bike) => <ShopConsentsSection bike={bike} />}
    />
  );
}

/**
 * The bike page is rendered on the server for its owner (issue #27 item 6): its first answers (the route's `data`)
 * go into the query cache as its queries read them (`getBike`, `getPhotos`, `getShopConsents`).
 */
export const seedQueries: SeedQueries = (client, answers, { bikeId = '' }) => {
  const id = encodeURIComponent(bikeId);
  const bike = answerOf(answers, 'GET /api/bikes/:id', `/api/bikes/${id}`);
  if (bike) client.setQueryData(queryKeys.bike(bikeId), bikeFrom(bike));
  const photos = answerOf(answers, 'GET /api/photos/:bikeId/photos', `/api/photos/${id}/photos`);
  if (photos) client.setQueryData(photoKeys.photos(bikeId), photos.data.photos);
  const consents = answerOf(answers, 'GET /api/bikes/:bikeId/shop-consents', `/api/bikes/${id}/shop-consents`);
  if (consents) client.setQueryData(maintenanceKeys.shopConsents(bikeId), consents.consents);
};
