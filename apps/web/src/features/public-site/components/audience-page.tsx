import type { ParseKeys, TOptions } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { publicTextValues } from '../public-text-values';
import { PageMeta } from './page-meta';

export type AudienceKey = 'owners' | 'hunters' | 'shops' | 'manufacturers';

/** A key of an audience's block in `audiences.json` (`hero.title` for `owners.hero.title`). */
type BlockKey<A extends AudienceKey> = ParseKeys<'audiences', TOptions, A>;
/** The keys every audience's block has: the page's frame. */
type FrameKey = BlockKey<'owners'> & BlockKey<'hunters'> & BlockKey<'shops'> & BlockKey<'manufacturers'>;
/** The name of an item under `<path>` in audience `A`'s block (`earn` for `hunters.benefits.items.earn.title`). */
type ItemName<A extends AudienceKey, Path extends string> = BlockKey<A> extends infer K ? (K extends `${Path}.${infer Name}.title` ? Name : never) : never;

export interface AudiencePageProps<A extends AudienceKey> {
  /** The page's block in `audiences.json`. */
  audience: A;
  Illustration: ComponentType<{ className?: string }>;
  benefits: ReadonlyArray<{ key: ItemName<A, 'benefits.items'>; Icon: LucideIcon }>;
  /** Spec §2: three steps. */
  steps: readonly [ItemName<A, 'how.steps'>, ItemName<A, 'how.steps'>, ItemName<A, 'how.steps'>];
  /** Where the calls to action lead (`/register…`, or `/contact` for manufacturers). */
  ctaTo: string;
  /** A second, quieter link in the hero. */
  secondary?: { to: string; labelKey: BlockKey<A> };
  /** Sections of this audience only, between "how it works" and the closing call to action. */
  children?: ReactNode;
}

/**
 * Spec §2 audience landing page: hero, benefits, three-step how it works and a call
 * to action. Texts come from `audiences:{audience}.…`, with the reward terms
 * interpolated from the shared constants.
 */
export function AudiencePage<A extends AudienceKey>({ audience, Illustration, benefits, steps, ctaTo, secondary, children }: AudiencePageProps<A>) {
  const { t } = useTranslation('audiences');
  const text = (key: FrameKey) => t(`${audience as AudienceKey}.${key}`, publicTextValues);
  // NOTE: an item's key joins the audience to a name the props type from that audience's own block (the
  // type system cannot follow `A` through the joined string): the props are what is checked.
  const itemText = (key: string) => t(`${audience}.${key}` as `${AudienceKey}.${FrameKey}`, publicTextValues);
  const id = (part: string) => `${audience}-${part}`;

  return (
    <>
      <PageMeta title={text('meta_title')} description={text('meta_description')} />

      <section aria-labelledby={id('title')} className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
          <div className="min-w-0">
            <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">{text('hero.eyebrow')}</p>
            <h1 id={id('title')} className="mt-3 text-4xl font-extrabold tracking-tight break-words text-ink sm:text-5xl">
              {text('hero.title')}
            </h1>
            <p className="mt-5 text-lg text-muted">{text('hero.text')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={ctaTo} className={buttonClasses('primary', 'lg')}>
                {text('hero.cta')}
              </Link>
              {secondary && (
                <Link to={secondary.to} className={buttonClasses('secondary', 'lg')}>
                  {itemText(secondary.labelKey)}
                </Link>
              )}
            </div>
          </div>
          <Illustration className="mx-auto w-full max-w-md" />
        </div>
      </section>

      <section aria-labelledby={id('benefits')} className="py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id={id('benefits')} className="text-3xl font-bold text-ink sm:text-4xl">
            {text('benefits.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted">{text('benefits.subtitle')}</p>
          <ul className={cn('mt-10 grid gap-6 sm:grid-cols-2', benefits.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
            {benefits.map(({ key, Icon }) => (
              <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{itemText(`benefits.items.${key}.title`)}</h3>
                <p className="mt-2 text-muted">{itemText(`benefits.items.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby={id('how')} className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id={id('how')} className="text-3xl font-bold text-ink sm:text-4xl">
            {t('common.how_title')}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted">{text('how.subtitle')}</p>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step} className="rounded-2xl bg-white p-6 shadow-sm">
                <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{itemText(`how.steps.${step}.title`)}</h3>
                <p className="mt-2 text-muted">{itemText(`how.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {children}

      <section aria-labelledby={id('cta')} className="px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-4xl rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12">
          <h2 id={id('cta')} className="text-3xl font-bold sm:text-4xl">
            {text('cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{text('cta.text')}</p>
          <div className="mt-8 flex justify-center">
            <Link to={ctaTo} className={buttonClasses('secondary', 'lg')}>
              {text('cta.button')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

/** A section of an audience page beyond the common ones (tag facts, reward terms, rules). */
export function AudienceSection({
  id,
  title,
  subtitle,
  tone = 'white',
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  tone?: 'white' | 'tinted';
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={tone === 'tinted' ? 'bg-brand-50 py-16 sm:py-20' : 'py-16 sm:py-20'}>
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={id} className="text-3xl font-bold text-ink sm:text-4xl">
          {title}
        </h2>
        {subtitle && <p className="mt-3 max-w-3xl text-lg text-muted">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
