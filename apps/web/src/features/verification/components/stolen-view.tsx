import type { PublicBike, SightingFormState, VerificationResponse } from '@ritrova/shared';
import { Camera, MapPin, Phone, ShieldAlert, Siren, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PublicBikeFacts } from '@/components/bike/public-bike-facts';
import { RewardFigure } from '@/components/reward/reward-figure';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useGeolocation } from '@/lib/tags/geolocation';
import { SightingForm, sightingSectionId } from './sighting-form';

const steps = [
  { key: 'authorities', Icon: Siren },
  { key: 'report', Icon: MapPin },
  { key: 'no_confront', Icon: UserX },
  { key: 'photo', Icon: Camera },
] as const;

/** The bike at a glance inside the alarm: photo, name, make and the reward on one line. */
function BikeAtAGlance({ bike }: { bike: PublicBike }) {
  const { t } = useTranslation('verify');
  return (
    <div className="mt-3 rounded-xl bg-white/70 p-2">
      <div className="flex items-center gap-3">
        {bike.mainPhoto && (
          <img
            src={bike.mainPhoto}
            alt={t('bike.photo_alt', { name: bike.name })}
            width={96}
            height={72}
            fetchPriority="high"
            className="h-18 w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
          />
        )}
        <div className="min-w-0">
          <p className="text-lg leading-tight font-bold break-words text-ink">{bike.name}</p>
          <p className="text-sm text-ink">{[bike.brand, bike.model].filter(Boolean).join(' ')}</p>
        </div>
      </div>
      {bike.rewardCents > 0 && (
        <RewardFigure
          finderCents={bike.finderRewardCents}
          offeredCents={bike.rewardCents}
          held={bike.rewardFunded}
          size="small"
          className="mt-2 text-amber-950"
        />
      )}
    </div>
  );
}

/**
 * A stolen bike (or a tag reported lost): on a phone's first screen the alarm,
 * the bike, and "report a sighting" (a link to the form below, so it works with
 * no JavaScript too); then what to do, the bike's facts and the form itself.
 */
export function StolenView({ result, uid, sightingForm }: { result: VerificationResponse; uid: string; sightingForm?: SightingFormState | undefined }) {
  const { t } = useTranslation('verify');
  // A sighting belongs to a stolen bike; a tag merely lost has none to report, and a forged link reports nothing.
  const canReport = (result.isStolen || result.status === 'stolen') && result.authenticity !== 'forged';
  const geo = useGeolocation();
  return (
    <>
      <section role="alert" aria-labelledby="verdict-title" className="rounded-2xl border-2 border-red-700 bg-red-50 p-4 text-red-950 sm:p-5">
        <h2 id="verdict-title" className="flex items-start gap-2 text-xl leading-snug font-bold">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          {t(canReport ? 'stolen.title' : 'stolen.lost_title')}
        </h2>
        <p className="mt-1">{t(canReport ? 'stolen.text' : 'stolen.lost_text')}</p>
        {result.bike && <BikeAtAGlance bike={result.bike} />}
        <div className="mt-4 grid gap-2 sm:flex sm:flex-wrap">
          {canReport && (
            <a
              href={`#${sightingSectionId}`}
              // With JavaScript, the device position is asked for now, while the page scrolls to the form.
              onClick={() => {
                if (geo.state.status === 'idle') geo.request();
              }}
              className={buttonClasses('danger', 'lg', 'w-full sm:w-auto')}
            >
              <MapPin aria-hidden="true" className="size-5" />
              {t('stolen.report_sighting')}
            </a>
          )}
          <a href="tel:112" className={buttonClasses('secondary', 'lg', 'w-full sm:w-auto')}>
            <Phone aria-hidden="true" className="size-5" />
            {t('stolen.call_police')}
          </a>
        </div>
      </section>
      <section aria-labelledby="steps-title" className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm">
        <h2 id="steps-title" className="text-lg font-bold text-ink">
          {t('stolen.steps_title')}
        </h2>
        <ol className="mt-3 grid gap-3">
          {steps.map(({ key, Icon }, index) => (
            <li key={key} className="flex gap-3">
              <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-red-100 font-bold text-red-900">
                {index + 1}
              </span>
              <div>
                <p className="flex items-center gap-2 font-semibold text-ink">
                  <Icon aria-hidden="true" className="size-4 text-red-800" />
                  {t(`stolen.steps.${key}.title`)}
                </p>
                <p className="text-sm text-muted">{t(`stolen.steps.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      {result.bike && (
        <Card className="p-5">
          <PublicBikeFacts bike={result.bike} />
        </Card>
      )}
      {canReport && <SightingForm uid={uid} scanId={result.scanId} geo={geo} initial={sightingForm} />}
    </>
  );
}
