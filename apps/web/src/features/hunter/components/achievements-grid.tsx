import type { AchievementId, HunterProfile } from '@ritrova/shared';
import { Award, Footprints, Handshake, Lightbulb, Lock, type LucideIcon, ScanLine, ShieldCheck, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const icons: Record<AchievementId, LucideIcon> = {
  first_scan: ScanLine,
  first_sighting: Footprints,
  useful_tip: Lightbulb,
  first_recovery: Handshake,
  ten_stolen_scans: Award,
  five_recoveries: Trophy,
  trusted: ShieldCheck,
};

/** Every achievement, earned or still locked, each saying in words which it is. */
export function AchievementsGrid({ achievements }: { achievements: HunterProfile['achievements'] }) {
  const { t } = useTranslation('hunter');
  const earned = achievements.filter((achievement) => achievement.earned).length;
  return (
    <Card>
      <section aria-labelledby="achievements-heading" className="grid gap-4">
        <div>
          <h2 id="achievements-heading" className="text-lg font-bold text-ink">
            {t('achievements.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('achievements.count', { earned, total: achievements.length })}</p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {achievements.map(({ id, earned: isEarned }) => {
            const Icon = isEarned ? icons[id] : Lock;
            return (
              <li key={id} className={cn('flex gap-3 rounded-xl border p-4', isEarned ? 'border-brand-200 bg-brand-50' : 'border-dashed border-slate-300')}>
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-10 shrink-0 items-center justify-center rounded-full',
                    isEarned ? 'bg-brand-700 text-white' : 'bg-slate-100 text-muted',
                  )}
                >
                  <Icon className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{t(`achievements.items.${id}.name`)}</h3>
                  <p className="text-sm text-muted">{t(`achievements.items.${id}.text`)}</p>
                  <p className={cn('mt-1 text-xs font-semibold', isEarned ? 'text-brand-800' : 'text-muted')}>
                    {isEarned ? t('achievements.earned') : t('achievements.locked')}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}
