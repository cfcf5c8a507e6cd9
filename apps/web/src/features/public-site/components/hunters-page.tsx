import type { ParseKeys, TOptions } from 'i18next';
import {
  Ban,
  CalendarClock,
  Hand,
  HandCoins,
  Landmark,
  Lock,
  Phone,
  Radar,
  Scale,
  Siren,
  Smartphone,
  Trophy,
  Undo2,
  UserRoundCheck,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths, registerPath } from '@/app/paths';
import { buttonClasses } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { EXAMPLE_REWARD_EUROS, exampleSplit, publicTextValues } from '../public-text-values';
import { AudiencePage, AudienceSection } from './audience-page';
import { HunterScanIllustration } from './illustrations/hunter-scan-illustration';

const benefits = [
  { key: 'earn', Icon: HandCoins },
  { key: 'phone', Icon: Smartphone },
  { key: 'hunts', Icon: Radar },
  { key: 'progress', Icon: Trophy },
  { key: 'privacy', Icon: Lock },
  { key: 'community', Icon: Users },
] as const;

const rewardTerms = [
  { key: 'escrow', Icon: Landmark },
  { key: 'payout', Icon: CalendarClock },
  { key: 'refund', Icon: Undo2 },
  { key: 'dispute', Icon: Scale },
] as const;

const rules = [
  { key: 'credited', Icon: UserRoundCheck },
  { key: 'money', Icon: Ban },
  { key: 'confront', Icon: Hand },
  { key: 'police', Icon: Siren },
] as const;

/** The 65/35 split as a bar, with a worked example in euros. */
function RewardSplit() {
  const { t } = useTranslation('audiences');
  const format = useFormat();
  const example = exampleSplit(EXAMPLE_REWARD_EUROS);
  return (
    <div className="mt-10 rounded-2xl bg-white p-6 shadow-sm">
      <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="h-6 w-full rounded-full" aria-hidden="true" focusable="false">
        <rect width={publicTextValues.hunterShare} height="6" fill="#047857" />
        <rect x={publicTextValues.hunterShare} width={publicTextValues.serviceFee} height="6" fill="#cbd5e1" />
      </svg>
      <ul className="mt-3 flex flex-wrap justify-between gap-2 text-sm font-semibold">
        <li className="flex items-center gap-2 text-brand-800">
          <span aria-hidden="true" className="size-3 rounded-full bg-brand-700" />
          {t('hunters.reward.split_hunter', publicTextValues)}
        </li>
        <li className="flex items-center gap-2 text-ink">
          <span aria-hidden="true" className="size-3 rounded-full bg-slate-300" />
          {t('hunters.reward.split_fee', publicTextValues)}
        </li>
      </ul>
      <p className="mt-4 text-muted">
        {t('hunters.reward.example', {
          reward: format.euros(EXAMPLE_REWARD_EUROS),
          hunter: format.euros(example.hunter),
          fee: format.euros(example.fee),
        })}
      </p>
    </div>
  );
}

/** /hunter: the landing page for finders (the signed-in Hunter area lives under /hunter/…). */
export function HuntersPage() {
  const { t } = useTranslation('audiences', { keyPrefix: 'hunters' });
  const text = (key: ParseKeys<'audiences', TOptions, 'hunters'>) => t(key, publicTextValues);
  return (
    <AudiencePage
      audience="hunters"
      Illustration={HunterScanIllustration}
      benefits={benefits}
      steps={['join', 'scan', 'return']}
      ctaTo={registerPath('hunter')}
      secondary={{ to: `${paths.faq}#hunters`, labelKey: 'hero.secondary' }}
    >
      <AudienceSection id="hunters-reward" title={text('reward.title')} subtitle={text('reward.subtitle')} tone="tinted">
        <RewardSplit />
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {rewardTerms.map(({ key, Icon }) => (
            <li key={key} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
              <div className="min-w-0">
                <h3 className="font-semibold text-ink">{text(`reward.terms.${key}.title`)}</h3>
                <p className="mt-1 text-muted">{text(`reward.terms.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </AudienceSection>

      <AudienceSection id="hunters-rules" title={text('rules.title')} subtitle={text('rules.subtitle')}>
        <ul className="mt-10 grid gap-4 md:grid-cols-2">
          {rules.map(({ key, Icon }) => (
            <li key={key} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-red-700" />
              <div className="min-w-0">
                <h3 className="font-semibold text-ink">{text(`rules.items.${key}.title`)}</h3>
                <p className="mt-1 text-muted">{text(`rules.items.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-4 rounded-2xl bg-red-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-medium text-red-900">{text('rules.emergency')}</p>
          <a href="tel:112" className={buttonClasses('danger', 'md', 'shrink-0')}>
            <Phone aria-hidden="true" className="size-4" />
            {text('rules.call_112')}
          </a>
        </div>
      </AudienceSection>
    </AudiencePage>
  );
}
