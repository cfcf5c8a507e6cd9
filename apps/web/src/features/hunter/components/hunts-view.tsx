import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMyHuntsQuery } from '../api/get-my-hunts';
import { huntsWithStatus } from '../hunt-display';
import { HuntAlertsSettings } from './hunt-alerts-settings';
import { HuntsTabs } from './hunts-tabs';
import { ActiveHunts, FinishedHunts } from './my-hunts';
import { OfferedHunts } from './offered-hunts';

const tabIds = ['available', 'active', 'completed'] as const;
type TabId = (typeof tabIds)[number];

function isTabId(value: string | null): value is TabId {
  return (tabIds as readonly (string | null)[]).includes(value);
}

/** /hunter/hunts: the alerts near the Hunter (their area, notifications), then offered, active and finished hunts as tabs; `?tab=` keeps the choice across reloads and the back button. */
export function HuntsView({ userId }: { userId: string }) {
  const { t } = useTranslation('hunter');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected: TabId = isTabId(requested) ? requested : 'available';
  const mine = useMyHuntsQuery(userId);

  const select = (id: TabId) =>
    setSearchParams(
      (params) => {
        params.set('tab', id);
        return params;
      },
      { replace: true },
    );

  return (
    <div className="grid gap-6">
      <HuntAlertsSettings userId={userId} />
      <HuntsTabs
        label={t('hunts.tabs_label')}
        selected={selected}
        onSelect={select}
        tabs={[
          { id: 'available', label: t('hunts.tab.available'), panel: <OfferedHunts userId={userId} onShowActive={() => select('active')} /> },
          {
            id: 'active',
            label: t('hunts.tab.active'),
            count: huntsWithStatus(mine.data, ['active'])?.length,
            panel: <ActiveHunts query={mine} onShowAvailable={() => select('available')} />,
          },
          {
            id: 'completed',
            label: t('hunts.tab.completed'),
            count: huntsWithStatus(mine.data, ['completed', 'closed'])?.length,
            panel: <FinishedHunts query={mine} />,
          },
        ]}
      />
    </div>
  );
}
