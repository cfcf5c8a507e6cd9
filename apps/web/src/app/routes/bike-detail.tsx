import { Navigate, useParams } from 'react-router';
import { BikeDetailView } from '@/features/bikes/components/bike-detail-view';
import { MaintenanceHistory } from '@/features/maintenance/components/maintenance-history';
import { ShopConsentsSection } from '@/features/maintenance/components/shop-consents-section';
import { BikePhotos } from '@/features/photos/components/bike-photos';
import { RewardPanel } from '@/features/rewards/components/reward-panel';
import { AssignTagDialog } from '@/features/tags-owner/components/assign-tag-dialog';
import { BikeTags } from '@/features/tags-owner/components/bike-tags';
import { MarkRecoveredDialog } from '@/features/theft/components/mark-recovered-dialog';
import { ReportStolenDialog } from '@/features/theft/components/report-stolen-dialog';
import { SightingsSection } from '@/features/theft/components/sightings-section';
import { pendingAssociationPath, readPendingTagSession } from '@/lib/pending-tag-session';

/** /bikes/{bikeId}, with the tag and theft actions, and the reward and sightings of a stolen bike. */
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
      actions={(bike) => (
        <>
          <AssignTagDialog bike={bike} />
          {/* Spec §4: report stolen while not stolen (it stays for its payment step), mark recovered while stolen. */}
          <ReportStolenDialog bike={bike} />
          {bike.status === 'stolen' && <MarkRecoveredDialog bike={bike} />}
        </>
      )}
      actionDetails={(bike) => <BikeTags bike={bike} />}
      sections={(bike) => (
        <>
          <BikePhotos bike={bike} />
          <RewardPanel bike={bike} />
          <SightingsSection bike={bike} />
          <MaintenanceHistory bike={bike} />
          <ShopConsentsSection bike={bike} />
        </>
      )}
    />
  );
}
