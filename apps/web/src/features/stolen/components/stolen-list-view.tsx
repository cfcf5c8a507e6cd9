import { LocateFixed, MapPin, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { RewardFigure } from '@/components/reward/reward-figure';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useFormat } from '@/lib/format';
import { usePageData } from '@/lib/page-data';
import { currentPosition } from '@/lib/tags/geolocation';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePlaceSuggestions, useStolenListQuery } from '../api/stolen';
import { filtersFromSearch, radiusChoices, type StolenFilters, searchFromFilters } from '../stolen-filters';
import { StolenPicture } from './stolen-facts';

/**
 * "Bici rubate" (/rubate): the published thefts, newest first, filtered by area (a municipality and
 * a radius, or the visitor's position) and by days; 12 a page. The filters live in the address, so
 * a filtered list can be shared and the back button works. Without filters the server renders the
 * first page with its list (used as it is while hydrating); the filters work once the page is interactive.
 */
export function StolenListView() {
  const { t } = useTranslation('stolen');
  const format = useFormat();
  const apiErrorText = useApiErrorText();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const unfiltered = !filters.place && !filters.near && !filters.from && !filters.to && filters.page === 1;
  const rendered = usePageData()?.stolenList;
  const query = useStolenListQuery(filters, unfiltered ? rendered : undefined);
  const [locating, setLocating] = useState<'idle' | 'getting' | 'unavailable'>('idle');
  const [draft, setDraft] = useState<StolenFilters>(filters);
  const typed = useDebouncedValue(draft.place, 250);
  const suggestions = usePlaceSuggestions(draft.near ? '' : typed);

  const apply = (next: StolenFilters) => {
    setDraft(next);
    setSearch(searchFromFilters(next));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...draft, page: 1 });
  };

  // "Near me": the browser's position, asked only when the button is pressed.
  const nearMe = () => {
    setLocating('getting');
    currentPosition().then(
      ({ latitude, longitude }) => {
        setLocating('idle');
        apply({ ...draft, place: '', near: { lat: latitude, lng: longitude }, page: 1 });
      },
      () => setLocating('unavailable'),
    );
  };

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:py-10">
      <title>{`${t('list.meta_title')} · Ritrova`}</title>
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('list.title')}</h1>
        <p className="mt-2 text-muted">{t('list.subtitle')}</p>
      </div>

      <Card className="p-5 sm:p-6">
        <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-filters`} className="grid gap-4">
          <h2 id={`${id}-filters`} className="text-base font-bold text-ink">
            {t('list.filters')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <div>
              <TextField
                label={t('list.place')}
                hint={draft.near ? t('list.near_me_active') : t('list.place_hint')}
                value={draft.near ? '' : draft.place}
                list={`${id}-places`}
                autoComplete="off"
                onChange={(event) => setDraft({ ...draft, near: null, place: event.target.value })}
              />
              <datalist id={`${id}-places`}>
                {(suggestions.data ?? []).map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </div>
            <SelectField
              label={t('list.radius')}
              value={String(draft.radiusKm)}
              onChange={(event) => setDraft({ ...draft, radiusKm: Number(event.target.value) })}
              options={radiusChoices.map((km) => ({ value: String(km), label: t('list.radius_km', { km }) }))}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              type="date"
              label={t('list.from')}
              value={draft.from}
              max={draft.to || undefined}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
            <TextField
              type="date"
              label={t('list.to')}
              value={draft.to}
              min={draft.from || undefined}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit">
              <Search aria-hidden="true" className="size-4" />
              {t('list.search')}
            </Button>
            <Button variant="secondary" onClick={nearMe} disabled={locating === 'getting'}>
              <LocateFixed aria-hidden="true" className="size-4" />
              {t(locating === 'getting' ? 'list.near_me_getting' : 'list.near_me')}
            </Button>
            <Button variant="ghost" onClick={() => apply({ place: '', near: null, radiusKm: draft.radiusKm, from: '', to: '', page: 1 })}>
              {t('list.clear')}
            </Button>
          </div>
          {locating === 'unavailable' && (
            <p role="status" className="text-sm text-muted">
              {t('list.near_me_unavailable')}
            </p>
          )}
        </form>
      </Card>

      <section aria-labelledby={`${id}-results`} className="grid gap-4">
        <h2 id={`${id}-results`} className="sr-only">
          {t('list.results')}
        </h2>
        <div aria-live="polite" className="text-sm text-muted">
          {query.isPending && <Spinner label={t('list.loading')} />}
          {data && (
            <p>
              {data.place
                ? t('list.count_place', { count: data.total, place: data.place, km: filters.radiusKm })
                : filters.near
                  ? t('list.count_near', { count: data.total, km: filters.radiusKm })
                  : t('list.count', { count: data.total })}
            </p>
          )}
        </div>
        {query.isError && (
          <Alert tone="error">
            {'status' in query.error && query.error.status === 404 && filters.place
              ? t('list.place_unknown', { place: filters.place })
              : apiErrorText(query.error)}
          </Alert>
        )}
        {data && data.items.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((card) => (
              <li key={card.publicId}>
                <Card className="h-full overflow-hidden p-0">
                  <StolenPicture
                    photo={card.photo}
                    alt=""
                    sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[3/2] w-full object-cover"
                  />
                  <div className="grid gap-1 p-4">
                    <h3 className="text-lg font-bold text-ink">
                      <Link to={paths.stolenPage(card.publicId)} className="underline-offset-2 hover:underline">
                        {[card.brand, card.model, `«${card.name}»`].filter(Boolean).join(' ')}
                      </Link>
                    </h3>
                    <p className="text-sm text-muted">{t('list.stolen_on', { date: format.date(card.stolenAt) })}</p>
                    {card.placeName && (
                      <p className="flex items-center gap-1 text-sm text-ink">
                        <MapPin aria-hidden="true" className="size-4 shrink-0" />
                        {card.placeName}
                      </p>
                    )}
                    {/* A card is short: the finder's figure and the escrow; the total is on the theft's page. */}
                    {card.rewardCents !== null && <RewardFigure finderCents={card.rewardCents} offeredCents={null} held size="small" className="text-ink" />}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
        {data && pages > 1 && (
          <nav aria-label={t('list.pages')} className="flex items-center justify-between gap-3">
            <Button variant="secondary" disabled={filters.page <= 1} onClick={() => apply({ ...filters, page: filters.page - 1 })}>
              {t('list.previous')}
            </Button>
            <p className="text-sm text-muted">{t('list.page_of', { page: filters.page, pages })}</p>
            <Button variant="secondary" disabled={filters.page >= pages} onClick={() => apply({ ...filters, page: filters.page + 1 })}>
              {t('list.next')}
            </Button>
          </nav>
        )}
      </section>
    </div>
  );
}
