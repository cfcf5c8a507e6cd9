import { ArrowLeftRight, BadgeCheck, BellRing, Droplets, Factory, HandCoins, Lock, Nfc, Receipt, Ruler, Smartphone, Timer, Wrench, ZapOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { AudiencePage, AudienceSection } from './audience-page';
import { TagCloseUpIllustration } from './illustrations/tag-close-up-illustration';

const benefits = [
  { key: 'tag', Icon: Nfc },
  { key: 'verify', Icon: Smartphone },
  { key: 'theft', Icon: BellRing },
  { key: 'reward', Icon: HandCoins },
  { key: 'privacy', Icon: Lock },
  { key: 'logbook', Icon: Wrench },
] as const;

/** Spec §1 tag facts, in the order a buyer asks about them. */
const tagFacts = [
  { key: 'passive', Icon: ZapOff },
  { key: 'ip67', Icon: Droplets },
  { key: 'warranty', Icon: BadgeCheck },
  { key: 'distance', Icon: Ruler },
  { key: 'install', Icon: Timer },
  { key: 'ownership', Icon: Receipt },
  { key: 'factory', Icon: Factory },
  { key: 'transfer', Icon: ArrowLeftRight },
] as const;

/** /user: the landing page for bike owners. */
export function OwnersPage() {
  const { t } = useTranslation('audiences');
  return (
    <AudiencePage
      audience="owners"
      Illustration={TagCloseUpIllustration}
      benefits={benefits}
      steps={['register', 'tag', 'protect']}
      ctaTo={paths.register}
      secondary={{ to: `${paths.faq}#owners`, labelKey: 'hero.secondary' }}
    >
      <AudienceSection id="owners-tag" title={t('owners.tag.title')} subtitle={t('owners.tag.subtitle')} tone="tinted">
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tagFacts.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl bg-white p-5 shadow-sm">
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="mt-3 font-semibold text-ink">{t(`owners.tag.facts.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-muted">{t(`owners.tag.facts.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </AudienceSection>
    </AudiencePage>
  );
}
