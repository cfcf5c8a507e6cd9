import { ArrowRight, Bike, Factory, Radar, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { CommunityMapIllustration } from './illustrations/community-map-illustration';

const audiences = [
  { key: 'owners', to: paths.audiences.owners, Icon: Bike },
  { key: 'hunters', to: paths.audiences.hunters, Icon: Radar },
  { key: 'shops', to: paths.audiences.shops, Icon: Store },
  { key: 'manufacturers', to: paths.audiences.manufacturers, Icon: Factory },
] as const;

export function AudiencesSection() {
  const { t } = useTranslation('home');
  return (
    <section id="audiences" aria-labelledby="audiences-title" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_22rem]">
          <div>
            <h2 id="audiences-title" className="text-3xl font-bold text-ink sm:text-4xl">
              {t('audiences.title')}
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-muted">{t('audiences.subtitle')}</p>
          </div>
          <CommunityMapIllustration className="hidden w-full lg:block" />
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {audiences.map(({ key, to, Icon }) => (
            <li key={key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-semibold text-ink">{t(`audiences.items.${key}.title`)}</h3>
              <p className="mt-2 flex-1 text-muted">{t(`audiences.items.${key}.text`)}</p>
              <Link to={to} className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline">
                {t('audiences.more')}
                <span className="sr-only">: {t(`audiences.items.${key}.title`)}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
