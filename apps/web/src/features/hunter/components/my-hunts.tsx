import type { Hunt } from '@ritrova/shared';
import { Archive, Nfc, ScanLine, Search, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { huntsWithStatus } from '../hunt-display';
import { EmptyHunts } from './empty-hunts';
import { HuntCard } from './hunt-card';
import { QueryStatus } from './query-status';
import { WriteToOwnerForm } from './write-to-owner-form';

interface MyHuntsQuery {
  data: Hunt[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * An active hunt's tools. NOTE: the API does not reveal the tag's UID, so a Hunter's
 * scan can only come from tapping the tag itself (which opens its page); the card
 * says how, and offers a message to the owner.
 */
function ActiveHuntActions({ hunt }: { hunt: Hunt }) {
  const { t } = useTranslation('hunter');
  return (
    <div className="grid gap-3 border-t border-slate-200 pt-4">
      <p className="flex gap-2 text-sm text-ink">
        <Nfc aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>{hunt.hasTag ? t('hunts.has_tag') : t('hunts.no_tag')}</span>
      </p>
      {hunt.hasTag && (
        <div>
          <Link to={paths.nfcScanVerify} className={buttonClasses('primary')}>
            <ScanLine aria-hidden="true" className="size-4" />
            {t('hunts.scan_tag')}
          </Link>
        </div>
      )}
      <WriteToOwnerForm theftReportId={hunt.theftReportId} />
    </div>
  );
}

/** The "Active" tab: hunts the Hunter accepted and that are still open. */
export function ActiveHunts({ query, onShowAvailable }: { query: MyHuntsQuery; onShowAvailable: () => void }) {
  const { t } = useTranslation('hunter');
  const active = huntsWithStatus(query.data, ['active']);
  return (
    <div className="grid gap-4">
      <QueryStatus query={query} loadingLabel={t('hunts.loading')} errorText={t('hunts.load_failed')} />
      {active?.length === 0 && (
        <EmptyHunts
          Icon={Search}
          text={t('hunts.empty_active')}
          action={
            <Button variant="secondary" size="sm" onClick={onShowAvailable}>
              {t('hunts.show_available')}
            </Button>
          }
        />
      )}
      {active && active.length > 0 && (
        <ul className="grid gap-4 lg:grid-cols-2">
          {active.map((hunt) => (
            <HuntCard key={hunt.theftReportId} hunt={hunt} actions={<ActiveHuntActions hunt={hunt} />} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The "Completed" tab: hunts that ended, with the bike returned (completed) or not by this Hunter (closed). */
export function FinishedHunts({ query }: { query: MyHuntsQuery }) {
  const { t } = useTranslation('hunter');
  const finished = huntsWithStatus(query.data, ['completed', 'closed']);
  return (
    <div className="grid gap-4">
      <QueryStatus query={query} loadingLabel={t('hunts.loading')} errorText={t('hunts.load_failed')} />
      {finished?.length === 0 && <EmptyHunts Icon={Archive} text={t('hunts.empty_finished')} />}
      {finished && finished.length > 0 && (
        <ul className="grid gap-4 lg:grid-cols-2">
          {finished.map((hunt) => (
            <HuntCard
              key={hunt.theftReportId}
              hunt={hunt}
              actions={
                hunt.status === 'completed' && (
                  <Link to={paths.hunter.rewards} className={buttonClasses('link', 'sm', 'justify-start')}>
                    <Wallet aria-hidden="true" className="size-4" />
                    {t('hunts.see_reward')}
                  </Link>
                )
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}
