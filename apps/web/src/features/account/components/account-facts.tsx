import type { PublicUser } from '@ritrova/shared';
import { BadgeCheck, CircleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

/** Who the account is: name, e-mail with its verified state, persona and member-since date. */
export function AccountFacts({ user }: { user: PublicUser }) {
  const { t, i18n } = useTranslation('account');
  const memberSince = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'it', { dateStyle: 'long' }).format(new Date(user.createdAt));
  return (
    <Card>
      <h2 className="text-lg font-bold text-ink">{t('facts.title')}</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{t('facts.name')}</dt>
          <dd className="font-semibold text-ink">
            {user.nome} {user.cognome}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('facts.email')}</dt>
          <dd className="flex flex-wrap items-center gap-2 font-semibold break-all text-ink">
            {user.email}
            {user.emailVerified ? (
              <Badge tone="green">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {t('facts.verified')}
              </Badge>
            ) : (
              <Badge tone="yellow">
                <CircleExclamationPoint aria-hidden="true" className="size-3.5" />
                {t('facts.not_verified')}
              </Badge>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('facts.persona')}</dt>
          <dd className="font-semibold text-ink">{t(`persona.${user.persona}`)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('facts.member_since')}</dt>
          <dd className="font-semibold text-ink">{memberSince}</dd>
        </div>
        {user.username && (
          <div>
            <dt className="text-sm text-muted">{t('facts.username')}</dt>
            <dd className="font-semibold text-ink">@{user.username}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
