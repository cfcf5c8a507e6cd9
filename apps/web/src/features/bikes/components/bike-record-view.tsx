import type { BikeRecord } from '@ritrova/shared';
import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useFormat } from '@/lib/format';
import { useBikeRecordQuery } from '../api/get-bike-record';
import { chipName, frameColours, sheetPhotos } from '../bike-record-sheet';

/**
 * Printed, only the sheet: one A4 page, without the site's header, footer (and their navigation) or the
 * buttons. The layout's header and footer are the main landmark's siblings; hiding them (not only making
 * them invisible) keeps their height off the page, so the sheet starts at the top of page one.
 */
const printStyles = `
@page { size: A4 portrait; margin: 12mm; }
@media print {
  header:has(~ #main-content), #main-content ~ footer, .bike-record-screen-only { display: none !important; }
  html, body { background: #fff !important; }
  .bike-record { border: 0 !important; padding: 0 !important; box-shadow: none !important; max-width: none !important; }
}`;

function Fact({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="break-inside-avoid">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className={`font-semibold break-words text-black ${mono ? 'font-mono' : ''}`}>{children}</dd>
    </div>
  );
}

/** The sheet itself: what prints. */
function RecordSheet({ record, showName }: { record: BikeRecord; showName: boolean }) {
  const { t } = useTranslation('bikes');
  const format = useFormat();
  const { bike } = record;
  const { main, others } = sheetPhotos(record.photos);
  const notGiven = <span className="font-normal text-slate-700">{t('detail.not_given')}</span>;
  const colours = frameColours(bike.color, bike.secondColor);
  return (
    <article
      className="bike-record grid gap-5 rounded-xl border border-slate-300 bg-white p-4 text-black sm:p-6 print:gap-4 print:text-[11pt]"
      aria-label={t('record.meta_title', { bike: bike.name })}
    >
      <div className="grid gap-1 border-b-2 border-black pb-3">
        <p className="text-sm font-semibold tracking-wide uppercase">Ritrova</p>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('record.title')}</h1>
        <p className="text-xl font-semibold break-words">{bike.name}</p>
        <p className="text-sm">{t('record.purpose')}</p>
      </div>

      {main ? (
        // Printed: the main photo on the left, the others in two columns on its right (one A4 page holds four).
        <div className="grid gap-2 print:grid-cols-[3fr_2fr] print:items-start">
          <img
            src={main.url}
            alt={t('record.main_photo_alt', { bike: bike.name })}
            width={main.width}
            height={main.height}
            className="mx-auto h-auto max-h-[60vh] w-auto max-w-full object-contain print:mx-0 print:max-h-[65mm]"
          />
          {others.length > 0 && (
            <ul className="grid grid-cols-3 gap-2 print:grid-cols-2">
              {others.map((photo, i) => (
                <li key={photo.id}>
                  <img
                    src={photo.url}
                    alt={t('record.photo_alt', { bike: bike.name, n: String(i + 2) })}
                    width={photo.width}
                    height={photo.height}
                    className="aspect-[3/2] w-full object-cover print:aspect-auto print:h-[30mm]"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <p>{t('record.no_photos')}</p>
      )}

      <dl className="grid gap-3 sm:grid-cols-2 print:grid-cols-3 print:gap-2">
        <div className="rounded-lg border-2 border-black p-3 sm:col-span-2 print:col-span-3 print:p-2">
          <dt className="text-sm">{t('detail.serial_number')}</dt>
          <dd className="text-xl font-bold break-all">
            {bike.serialNumber ? (
              <span className="font-mono">{bike.serialNumber}</span>
            ) : (
              <span className="text-base font-normal">{t('detail.serial_missing')}</span>
            )}
          </dd>
        </div>
        <Fact label={t('detail.brand')}>{bike.brand}</Fact>
        <Fact label={t('detail.model')}>{bike.model ?? notGiven}</Fact>
        <Fact label={t('record.colours')}>{colours ?? notGiven}</Fact>
        <Fact label={t('detail.type')}>{t(`types.${bike.type}`)}</Fact>
        <Fact label={t('detail.year')}>{bike.year ?? notGiven}</Fact>
        <Fact label={t('detail.frame_size')}>{bike.frameSize ?? notGiven}</Fact>
        <Fact label={t('record.tag')}>
          {record.tags.length === 0 ? (
            <span className="font-normal">{t('record.no_tag')}</span>
          ) : (
            <ul className="grid gap-1">
              {record.tags.map((tag) => {
                const chip = chipName(tag.chip);
                return (
                  <li key={tag.uid}>
                    <span className="font-mono">{tag.uid}</span>
                    <span className="font-normal"> ({chip.secure ? t('record.chip_secure', { chip: chip.name }) : chip.name})</span>
                  </li>
                );
              })}
            </ul>
          )}
        </Fact>
        <Fact label={t('record.registered_on')}>{format.date(record.registeredAt)}</Fact>
        {showName && (
          <Fact label={t('record.owner')}>
            <span>{record.ownerName}</span>
            <span className="font-normal"> {t('record.owned_since', { date: format.date(record.ownedSince) })}</span>
          </Fact>
        )}
      </dl>

      <div className="flex flex-wrap items-center gap-4 border-t-2 border-black pt-4 print:flex-nowrap print:pt-3">
        {record.verification ? (
          <>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(record.verification.qrSvg)}`}
              alt={t('record.qr_alt')}
              width={150}
              height={150}
              className="size-36 shrink-0 print:size-[36mm]"
            />
            <div className="grid min-w-0 flex-1 basis-56 gap-1">
              <p className="font-bold">{t('record.qr_title')}</p>
              <p className="text-sm">{t('record.qr_text')}</p>
              <p className="font-mono text-sm break-all">{record.verification.url}</p>
            </div>
          </>
        ) : (
          <p className="text-sm">{t('record.no_qr')}</p>
        )}
      </div>
      <p className="text-sm">{t('record.printed_on', { date: format.date(record.printedAt) })}</p>
    </article>
  );
}

/**
 * /bikes/{id}/record: the bike's printable record (issue #28, decision 065) — for a police report or the
 * insurer. On screen, the print button and the choice to leave the owner's name off; printed, the sheet.
 */
export function BikeRecordView({ bikeId }: { bikeId: string }) {
  const { t } = useTranslation('bikes');
  const query = useBikeRecordQuery(bikeId);
  const [showName, setShowName] = useState(true);

  if (query.isPending) return <PageSpinner label={t('record.loading')} />;
  if (query.isError) {
    // Not a bike of this user (or not a bike id): the same not-found page as the bike's own page.
    const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.code === 'VALIDATION_ERROR');
    return (
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:py-10">
        <title>{`${notFound ? t('detail.not_found') : t('record.load_failed')} · Ritrova`}</title>
        <Link to={paths.dashboard} className={buttonClasses('link', 'md', 'justify-self-start')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('detail.back')}
        </Link>
        {notFound ? (
          <Card>
            <h1 className="text-2xl font-bold text-ink">{t('detail.not_found')}</h1>
            <p className="mt-2 text-muted">{t('detail.not_found_text')}</p>
          </Card>
        ) : (
          <>
            <h1 className="sr-only">{t('record.load_failed')}</h1>
            <Alert
              tone="error"
              action={
                <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                  {t('record.retry')}
                </Button>
              }
            >
              {t('record.load_failed')}
            </Alert>
          </>
        )}
      </div>
    );
  }
  const record = query.data;
  return (
    <div className="mx-auto grid max-w-[210mm] gap-4 px-4 py-6 print:max-w-none print:p-0">
      <title>{`${t('record.meta_title', { bike: record.bike.name })} · Ritrova`}</title>
      <style>{printStyles}</style>
      <div className="bike-record-screen-only grid gap-3">
        <Link to={paths.bike(bikeId)} className={buttonClasses('link', 'md', 'justify-self-start')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('record.back')}
        </Link>
        <p className="text-sm text-muted">{t('record.screen_hint')}</p>
        <div className="flex flex-wrap items-center gap-4">
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {t('record.print')}
          </Button>
          <CheckboxField label={t('record.show_name')} checked={showName} onChange={(event) => setShowName(event.target.checked)} />
        </div>
      </div>
      <RecordSheet record={record} showName={showName} />
    </div>
  );
}
