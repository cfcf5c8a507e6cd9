import { ArrowRight, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, registerPath } from '@/app/paths';
import { buttonClasses } from '@/components/ui/button';
import { BikeTagIllustration } from './illustrations/bike-tag-illustration';

const facts = ['fact_tag', 'fact_reward', 'fact_no_account'] as const;

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
        <div>
          <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 text-lg text-muted">{t('hero.text')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.register} className={buttonClasses('primary', 'lg')}>
              {t('hero.cta_owner')}
            </Link>
            <Link to={registerPath('hunter')} className={buttonClasses('secondary', 'lg')}>
              {t('hero.cta_hunter')}
            </Link>
          </div>
          <ul className="mt-8 grid gap-2 text-sm text-ink">
            {facts.map((fact) => (
              <li key={fact} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-brand-700" />
                {t(`hero.${fact}`)}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm">
            <Link to={paths.stolen} className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4">
              {t('hero.stolen_link')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </div>
        <BikeTagIllustration className="mx-auto w-full max-w-lg" />
      </div>
    </section>
  );
}
