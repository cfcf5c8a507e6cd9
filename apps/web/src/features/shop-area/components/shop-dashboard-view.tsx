import { Bike, Nfc, Store, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useShopBikesQuery } from '../api/get-shop-bikes';
import { useShopTagsQuery } from '../api/get-shop-tags';
import { type RenderMaintenanceForm, ShopBikesList } from './shop-bikes-list';
import { ShopTagsTable } from './shop-tags-table';

/** A list that loads: a spinner, an error with a retry, the empty sentence, or the content. */
function Loaded<T>({
  query,
  texts,
  children,
}: {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; data?: T[]; refetch: () => unknown };
  texts: { loading: string; failed: string; empty: string; retry: string };
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={texts.loading} />;
  if (query.isError || !query.data)
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {texts.retry}
          </Button>
        }
      >
        {texts.failed}
      </Alert>
    );
  if (query.data.length === 0) return <p className="text-ink">{texts.empty}</p>;
  return <>{children(query.data)}</>;
}

/** /shop/dashboard: the shop's tags (activated for customers at sale) and the customers' bikes it may service. */
export function ShopDashboardView({ renderMaintenanceForm }: { renderMaintenanceForm: RenderMaintenanceForm }) {
  const { t } = useTranslation('shopArea');
  const tags = useShopTagsQuery();
  const bikes = useShopBikesQuery();
  const retry = t('retry');
  // Admins open the shop area for support and only read: programming is the shop's own.
  const isShop = useAuth().user?.role === 'shop';
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${t('title')} · Ritrova`}</title>
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
          <Store aria-hidden="true" className="size-7 text-brand-700" />
          {t('title')}
        </h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      {isShop && (
        <Card className="grid min-w-0 gap-3">
          <section aria-labelledby="shop-program-heading" className="grid min-w-0 gap-3">
            <h2 id="shop-program-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
              <Nfc aria-hidden="true" className="size-5 text-brand-700" />
              {t('open.title')}
            </h2>
            <p className="text-sm text-muted">{t('open.text')}</p>
            <Link to={paths.shopProgramTags} className={buttonClasses('primary', 'md', 'justify-self-start')}>
              {t('open.link')}
            </Link>
          </section>
        </Card>
      )}
      <Card className="grid min-w-0 gap-4">
        <section aria-labelledby="shop-tags-heading" className="grid min-w-0 gap-4">
          <h2 id="shop-tags-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
            <Tag aria-hidden="true" className="size-5 text-brand-700" />
            {t('tags.title')}
          </h2>
          <p className="text-sm text-muted">{t('tags.intro')}</p>
          <Loaded query={tags} texts={{ loading: t('tags.loading'), failed: t('tags.load_failed'), empty: t('tags.empty'), retry }}>
            {(items) => <ShopTagsTable tags={items} />}
          </Loaded>
        </section>
      </Card>
      <Card className="grid min-w-0 gap-4">
        <section aria-labelledby="shop-bikes-heading" className="grid min-w-0 gap-4">
          <h2 id="shop-bikes-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
            <Bike aria-hidden="true" className="size-5 text-brand-700" />
            {t('bikes.title')}
          </h2>
          <p className="text-sm text-muted">{t('bikes.intro')}</p>
          <Loaded query={bikes} texts={{ loading: t('bikes.loading'), failed: t('bikes.load_failed'), empty: t('bikes.empty'), retry }}>
            {(items) => <ShopBikesList bikes={items} renderMaintenanceForm={renderMaintenanceForm} />}
          </Loaded>
        </section>
      </Card>
    </div>
  );
}
