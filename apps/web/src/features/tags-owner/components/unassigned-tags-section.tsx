import { type Bike, type OwnTag, timings } from '@ritrova/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { type AssignTagInput, useAssignTagMutation } from '../api/assign-tag';
import { useMyTagsQuery } from '../api/get-my-tags';
import { NfcScanLink } from './nfc-scan-link';

/** Bikes that can take a tag: a bike carries one tag at most. */
function bikesWithoutTag(bikes: Bike[] | undefined): Bike[] | undefined {
  return bikes?.filter((bike) => bike.tags.length === 0);
}

function TagRow({
  tag,
  bikes,
  pending,
  onAssign,
}: {
  tag: OwnTag;
  bikes: Bike[] | undefined;
  pending: AssignTagInput | undefined;
  onAssign: (input: AssignTagInput) => void;
}) {
  const { t } = useTranslation(['dashboard', 'bikes']);
  const format = useFormat();
  const mine = pending?.tagUid === tag.uid;
  const status = t(`tags.statuses.${tag.status}`);
  const date = format.date(tag.assignedTo.assignedAt);
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className="py-3 pr-4 text-left align-middle font-normal">
        <span className="font-mono text-sm font-semibold break-all text-ink">{tag.uid}</span>
        {/* On a phone the status and the date sit under the UID instead of in their own columns. */}
        <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted sm:hidden">
          <Badge tone="blue">{status}</Badge>
          <span>
            {t('tags.associated_on')} {date}
          </span>
        </span>
      </th>
      <td className="hidden py-3 pr-4 align-middle sm:table-cell">
        <Badge tone="blue">{status}</Badge>
      </td>
      <td className="hidden py-3 pr-4 align-middle text-sm whitespace-nowrap text-ink sm:table-cell">{date}</td>
      <td className="py-3 align-middle">
        <select
          aria-label={t('tags.assign_label', { uid: tag.uid })}
          className={cn(inputClasses, 'min-w-0 py-2 sm:min-w-44')}
          value={mine ? pending.bikeId : ''}
          disabled={pending !== undefined || !bikes || bikes.length === 0}
          onChange={(event) => {
            if (event.target.value) onAssign({ tagUid: tag.uid, bikeId: event.target.value });
          }}
        >
          <option value="">{bikes ? (bikes.length === 0 ? t('tags.no_free_bikes_option') : t('tags.choose_bike')) : t('tags.loading_bikes')}</option>
          {bikes?.map((bike) => (
            <option key={bike.id} value={bike.id}>
              {bike.name.trim() || t('bikes.unnamed')}
            </option>
          ))}
        </select>
      </td>
    </tr>
  );
}

/**
 * Spec §2: the table of the user's tags not yet on a bike. Choosing a bike in a
 * row's selector assigns the tag at once; a green banner confirms it for 5 s.
 */
export function UnassignedTagsSection({ userId, bikes }: { userId: string; bikes: Bike[] | undefined }) {
  const { t } = useTranslation('dashboard');
  const apiErrorText = useApiErrorText();
  const tags = useMyTagsQuery(userId);
  const assign = useAssignTagMutation();
  const [bannerShown, setBannerShown] = useState(0);
  const banner = useRef<HTMLDivElement>(null);

  // The banner stays 5 s (spec §9); a second assignment starts the 5 s again.
  useEffect(() => {
    if (bannerShown === 0) return;
    // The row (and its selector) is gone: keep the keyboard where the news is.
    banner.current?.focus();
    const timer = setTimeout(() => setBannerShown(0), timings.toastMs);
    return () => clearTimeout(timer);
  }, [bannerShown]);

  const onAssign = (input: AssignTagInput) => {
    setBannerShown(0);
    assign.mutate(input, { onSuccess: () => setBannerShown((n) => n + 1) });
  };

  const free = bikesWithoutTag(bikes);
  // A tag reported lost cannot go on a bike again.
  const rows = tags.data?.unassignedToBike.filter((tag) => tag.status !== 'lost');

  return (
    <section aria-labelledby="tags-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="tags-heading" className="text-xl font-bold text-ink">
          {t('tags.title')}
        </h2>
        <NfcScanLink />
      </div>
      <p className="mt-2 text-muted">{t('tags.intro')}</p>
      <div className="mt-4 grid gap-4">
        {bannerShown > 0 && (
          <div ref={banner} tabIndex={-1} className="rounded-xl focus:outline-none">
            <Alert tone="success">{t('tags.assigned')}</Alert>
          </div>
        )}
        {assign.isError && (
          <Alert tone="error" title={t('tags.assign_failed')}>
            {apiErrorText(assign.error)}
          </Alert>
        )}
        {tags.isPending && <Spinner label={t('tags.loading')} />}
        {tags.isError && (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" size="sm" onClick={() => void tags.refetch()} disabled={tags.isFetching}>
                {t('retry')}
              </Button>
            }
          >
            {t('tags.load_failed')}
          </Alert>
        )}
        {rows?.length === 0 && <p className="text-sm text-muted">{t('tags.empty')}</p>}
        {rows && rows.length > 0 && (
          <>
            <div className="overflow-x-auto">
              <table className="w-full text-left">
                <caption className="sr-only">{t('tags.caption')}</caption>
                <thead>
                  <tr className="text-sm text-muted">
                    <th scope="col" className="pr-4 pb-2 font-semibold">
                      {t('tags.uid')}
                    </th>
                    <th scope="col" className="hidden pr-4 pb-2 font-semibold sm:table-cell">
                      {t('tags.status')}
                    </th>
                    <th scope="col" className="hidden pr-4 pb-2 font-semibold sm:table-cell">
                      {t('tags.associated_on')}
                    </th>
                    <th scope="col" className="pb-2 font-semibold">
                      {t('tags.bike')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((tag) => (
                    <TagRow key={tag.uid} tag={tag} bikes={free} pending={assign.isPending ? assign.variables : undefined} onAssign={onAssign} />
                  ))}
                </tbody>
              </table>
            </div>
            {free?.length === 0 && (
              <p className="text-sm text-muted">
                {t('tags.no_free_bikes')}{' '}
                <Link to={paths.addBike} className="font-semibold text-brand-800 underline underline-offset-4">
                  {t('tags.add_bike')}
                </Link>
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
