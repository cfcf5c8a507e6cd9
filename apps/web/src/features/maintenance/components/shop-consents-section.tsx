import type { Bike, ShopConsent } from '@ritrova/shared';
import { Store, X } from 'lucide-react';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useFormat } from '@/lib/format';
import { useAfterPaint } from '@/lib/hydration';
import { lazyComponent } from '@/lib/lazy-component';
import { toast } from '@/lib/toast';
import { useRevokeShopConsentMutation, useShopConsentsQuery } from '../api/shop-consents';

const GrantShopConsentForm = lazyComponent(() => import('./grant-shop-consent-form'), 'GrantShopConsentForm');

/** One authorised shop, with the button that withdraws its consent. */
function ConsentItem({ bikeId, consent }: { bikeId: string; consent: ShopConsent }) {
  const { t } = useTranslation('maintenance');
  const format = useFormat();
  const nameId = useId();
  const revoke = useRevokeShopConsentMutation(bikeId);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 p-3">
      <div className="min-w-0">
        <p id={nameId} className="font-semibold break-words text-ink">
          {consent.shopName}
        </p>
        <p className="text-sm break-all text-muted">{consent.shopEmail}</p>
        <p className="text-sm text-muted">{t('shops.since', { date: format.date(consent.grantedAt) })}</p>
        <FormError error={revoke.error} className="mt-2" />
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={nameId}
        disabled={revoke.isPending}
        onClick={() => revoke.mutate(consent.shopId, { onSuccess: () => toast.success(t('shops.revoked', { name: consent.shopName })) })}
      >
        {revoke.isPending ? <ButtonSpinner /> : <X aria-hidden="true" className="size-4" />}
        {t('shops.revoke')}
      </Button>
    </li>
  );
}

/**
 * "Negozi autorizzati": the owner lets a shop (by its account's e-mail) add
 * records to this bike's maintenance log, and withdraws that consent. The
 * shop's records carry the shop badge; withdrawing keeps what it wrote. Only
 * the owner sees it (an admin viewing the bike does not manage its consents).
 */
export function ShopConsentsSection({ bike }: { bike: Pick<Bike, 'id' | 'owner'> }) {
  const { user } = useAuth();
  return user?.id === bike.owner ? <OwnerShopConsents bike={bike} /> : null;
}

function OwnerShopConsents({ bike }: { bike: Pick<Bike, 'id'> }) {
  const { t } = useTranslation('maintenance');
  const headingId = useId();
  const afterPaint = useAfterPaint();
  const consents = useShopConsentsQuery(bike.id);
  return (
    <Card>
      <section aria-labelledby={headingId} className="grid gap-4">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
          <Store aria-hidden="true" className="size-5 text-brand-700" />
          {t('shops.title')}
        </h2>
        <p className="text-sm text-muted">{t('shops.intro')}</p>
        {consents.isPending && <Spinner label={t('shops.loading')} />}
        {consents.isError && (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" size="sm" onClick={() => void consents.refetch()} disabled={consents.isFetching}>
                {t('shops.retry')}
              </Button>
            }
          >
            {t('shops.load_failed')}
          </Alert>
        )}
        {consents.data?.length === 0 && <p className="text-sm text-ink">{t('shops.empty')}</p>}
        {consents.data && consents.data.length > 0 && (
          <ul className="grid gap-3">
            {consents.data.map((consent) => (
              <ConsentItem key={consent.shopId} bikeId={bike.id} consent={consent} />
            ))}
          </ul>
        )}
        {/* Below the fold: the form's code (react-hook-form, zod) loads after the page has shown (issue #27 item 6). */}
        <Suspense fallback={<div className="min-h-24" />}>{afterPaint ? <GrantShopConsentForm bikeId={bike.id} /> : <div className="min-h-24" />}</Suspense>
      </section>
    </Card>
  );
}
