import type { AdminUserDetail } from '@ritrova/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/lib/format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** What the account is: identity, sign-in methods, standing, and the Hunter's progress. Never a secret. */
export function UserFacts({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation('adminUsers');
  const format = useFormat();
  const { user, hunter } = detail;
  const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no');
  return (
    <div className="grid gap-6">
      <section className="grid gap-3" aria-labelledby="admin-user-account">
        <h2 id="admin-user-account" className="text-lg font-bold text-ink">
          {t('user.account')}
        </h2>
        <dl className="grid gap-2">
          <Fact label={t('user.facts.email')}>
            <span className="break-all">{user.email}</span>
          </Fact>
          <Fact label={t('user.facts.username')}>{user.username ?? '—'}</Fact>
          <Fact label={t('user.facts.role')}>{t(`role.${user.role}`)}</Fact>
          <Fact label={t('user.facts.persona')}>{t(`persona.${user.persona}`)}</Fact>
          <Fact label={t('user.facts.language')}>{user.language}</Fact>
          <Fact label={t('user.facts.status')}>
            {user.suspendedAt ? (
              <Badge tone="red">{t('user.suspended_since', { date: format.dateTime(user.suspendedAt) })}</Badge>
            ) : (
              <Badge tone="green">{t('status.active')}</Badge>
            )}
          </Fact>
          <Fact label={t('user.facts.email_verified')}>{yesNo(user.emailVerified)}</Fact>
          <Fact label={t('user.facts.two_factor')}>{yesNo(user.twoFactorEnabled)}</Fact>
          <Fact label={t('user.facts.password')}>{yesNo(user.hasPassword)}</Fact>
          <Fact label={t('user.facts.google')}>{yesNo(user.googleLinked)}</Fact>
          <Fact label={t('user.facts.created')}>{format.dateTime(user.createdAt)}</Fact>
          <Fact label={t('user.facts.last_login')}>{user.lastLoginAt ? format.dateTime(user.lastLoginAt) : t('user.never')}</Fact>
        </dl>
      </section>
      <section className="grid gap-3" aria-labelledby="admin-user-hunter">
        <h2 id="admin-user-hunter" className="text-lg font-bold text-ink">
          {t('user.hunter')}
        </h2>
        <dl className="grid gap-2">
          <Fact label={t('user.facts.level')}>{hunter.level}</Fact>
          <Fact label={t('user.facts.xp')}>{hunter.xp}</Fact>
          <Fact label={t('user.facts.reputation')}>{hunter.reputation}</Fact>
        </dl>
      </section>
    </div>
  );
}
