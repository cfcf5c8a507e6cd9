import { type Location, type SightingFormState, STOLEN_SIGHTING_ANCHOR } from '@ritrova/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PositionButton,
  PositionStatus,
  SightingDetailsFields,
  SightingFormEnd,
  SightingLocationInputs,
  SightingSection,
  SightingSent,
} from '@/components/sighting/sighting-fields';
import { useSightingDetails } from '@/components/sighting/use-sighting-details';
import { useHydrated } from '@/lib/hydration';
import { useGeolocation } from '@/lib/tags/geolocation';
import { useStolenSightingMutation } from '../api/stolen';

/**
 * "Ho visto questa bici": anyone reports a sighting of a published stolen bike, without its tag
 * (the page names the bike): where (the device's position, if given), a note, a photo for the owner
 * only, and consent to be contacted through Ritrova. The poster's QR code opens the page here.
 * A plain form the server answers when JavaScript is off (POST /rubate/:publicId, multipart, photo
 * included): `initial` is the form it refused as it was sent; `sent`, the thanks it redirected to.
 */
export function StolenSightingForm({
  publicId,
  initial,
  sent,
}: {
  publicId: string;
  initial?: SightingFormState | undefined;
  sent?: { contact: boolean } | null;
}) {
  const { t } = useTranslation(['stolen', 'validation', 'photos', 'errors']);
  const hydrated = useHydrated();
  const report = useStolenSightingMutation(publicId);
  const geo = useGeolocation();
  const form = useSightingDetails(initial);
  const { id } = form;
  const sentRef = useRef<HTMLHeadingElement>(null);
  const [withheld, setWithheld] = useState(false);
  const location: Location | null = !withheld && geo.state.status === 'available' ? geo.state.location : null;

  useEffect(() => {
    if (report.isSuccess) sentRef.current?.focus();
  }, [report.isSuccess]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const details = form.details();
    if (!details) return;
    report.mutate({ ...(location && { location }), ...details }, { onError: form.showRefusal });
  };

  if (report.isSuccess || sent) {
    return (
      <SightingSent
        sectionId={STOLEN_SIGHTING_ANCHOR}
        id={id}
        headingRef={sentRef}
        title={t('sighting.sent_title')}
        text={t((report.isSuccess ? form.contactConsent : sent?.contact) ? 'sighting.sent_text_contact' : 'sighting.sent_text')}
        scrollMargin
      />
    );
  }

  return (
    <SightingSection sectionId={STOLEN_SIGHTING_ANCHOR} id={id} title={t('sighting.title')} intro={t('sighting.intro')}>
      <form
        method="post" // Without JavaScript the server takes the report and answers with the thanks, or this page again at this form.
        action={`/rubate/${encodeURIComponent(publicId)}#${STOLEN_SIGHTING_ANCHOR}`}
        encType="multipart/form-data"
        onSubmit={onSubmit}
        noValidate
        className="mt-5 grid gap-5"
      >
        <SightingLocationInputs location={location} />
        <fieldset className="grid gap-3">
          <legend className="text-sm font-semibold text-ink">{t('sighting.where')}</legend>
          <PositionStatus located={location !== null}>
            {location
              ? t('sighting.sends_device')
              : geo.state.status === 'getting'
                ? t('sighting.getting')
                : geo.state.status === 'unavailable'
                  ? t('sighting.unavailable')
                  : t(hydrated ? 'sighting.sends_none' : 'sighting.sends_none_describe')}
          </PositionStatus>
          {/* The position needs the browser's script: hidden without it (pressed before the app runs, boot.ts hands the press over). */}
          <div data-needs-js="" className="flex flex-wrap gap-2">
            {!location && geo.state.status !== 'getting' && (
              <PositionButton kind="device" geo={geo} onUse={() => setWithheld(false)}>
                {t('sighting.use_device')}
              </PositionButton>
            )}
            {location && (
              <PositionButton kind="withhold" onUse={() => setWithheld(true)}>
                {t('sighting.withhold')}
              </PositionButton>
            )}
          </div>
        </fieldset>

        <SightingDetailsFields ns="stolen" form={form} />

        <SightingFormEnd report={report} form={form} initial={initial} submitLabel={t('sighting.submit')} live />
      </form>
    </SightingSection>
  );
}
