import { type AppNotification, HUNTER_SHARE_PERCENT, REFUND_NOTICE_DAYS, toLanguage } from '@ritrova/shared';
import {
  Banknote,
  Bell,
  Camera,
  CheckCheck,
  ChevronRight,
  Clock,
  HandCoins,
  type LucideIcon,
  MessageSquare,
  RotateCcw,
  Scale,
  ShieldCheck,
  Siren,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useNotificationsQuery } from '../api/get-notifications';
import { useMarkReadMutation } from '../api/mark-read';
import { huntAlertParams, notificationLink, notificationTextKey, sightingGroupText, toneStyles } from '../notification-view';
import { PushSwitch } from './push-switch';

/** Each alert's icon: what it is about (its colour is its tone's). */
const icons: Record<AppNotification['type'], LucideIcon> = {
  sighting: Siren,
  hunt_nearby: Siren,
  message: MessageSquare,
  reward_funded: ShieldCheck,
  reward_released: HandCoins,
  payout_paid: Banknote,
  expiry_notice: Clock,
  reward_refunded: RotateCcw,
  dispute: Scale,
};

function NotificationItem({ notification, userId }: { notification: AppNotification; userId: string }) {
  const { t, i18n } = useTranslation('notifications');
  const apiErrorText = useApiErrorText();
  const format = useFormat();
  const markRead = useMarkReadMutation(userId);
  const textId = useId();
  const unread = !notification.read;
  const link = notificationLink(notification);
  const style = toneStyles[notification.tone];
  const Icon = icons[notification.type] ?? Bell;
  const grouped = sightingGroupText(notification, t, i18n.language, new Date());
  return (
    <li className={cn('grid gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:p-4', unread && 'border-l-4', unread && style.accent)}>
      <div className="grid gap-2 sm:flex sm:items-start sm:justify-between sm:gap-3">
        <div id={textId} className="flex min-w-0 items-start gap-3">
          <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', unread ? style.icon : 'text-muted')} />
          <div className="min-w-0">
            <p className={cn('break-words text-ink', unread && 'font-semibold')}>
              {unread && (
                <Badge tone={style.badge} className="mr-2 align-middle">
                  {t('item.unread')}
                </Badge>
              )}
              {t(`item.${notificationTextKey(notification)}`, {
                name: notification.bikeName,
                count: notification.count,
                percent: HUNTER_SHARE_PERCENT,
                days: REFUND_NOTICE_DAYS,
                ...(notification.hunt && huntAlertParams(notification.hunt, toLanguage(i18n.language))),
              })}
            </p>
            {grouped ? (
              <>
                <p className="text-sm text-ink">
                  {!unread && <span className="sr-only">{t('item.read')} · </span>}
                  <time dateTime={notification.createdAt} title={format.dateTime(notification.createdAt)}>
                    {grouped.summary}
                  </time>
                </p>
                {grouped.lastPlace && <p className="text-sm text-muted">{grouped.lastPlace}</p>}
                {grouped.kinds.length > 0 && (
                  <ul aria-label={t('item.group.kinds_label')} className="mt-1 flex flex-wrap gap-1.5">
                    {grouped.kinds.map((kind) => (
                      <li key={kind.key}>
                        <Badge tone={kind.key === 'verifiedPresence' ? 'green' : kind.key === 'hunterScan' ? 'blue' : 'gray'}>
                          {kind.key === 'withPhoto' && <Camera aria-hidden="true" className="size-3" />}
                          {kind.text}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                )}
                {grouped.latestPhoto && (
                  <p className="mt-1 flex items-center gap-1 text-sm text-muted">
                    <Camera aria-hidden="true" className="size-4" />
                    {grouped.latestPhoto}
                  </p>
                )}
              </>
            ) : (
              <p className="text-sm text-muted">
                {/* The status of a read alert is said too: the look alone does not tell it. */}
                {!unread && <span className="sr-only">{t('item.read')} · </span>}
                {notification.count > 1 ? t('item.latest', { time: format.dateTime(notification.createdAt) }) : format.dateTime(notification.createdAt)}
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          {link && (
            <Link
              to={link.to}
              aria-describedby={textId}
              className="inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
            >
              {t(`item.${link.label}`)}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          )}
          {unread && (
            <Button variant="secondary" size="sm" aria-describedby={textId} disabled={markRead.isPending} onClick={() => markRead.mutate(notification.id)}>
              {markRead.isPending && <ButtonSpinner />}
              {t('mark_read')}
            </Button>
          )}
        </div>
      </div>
      {markRead.isError && <Alert tone="error">{apiErrorText(markRead.error)}</Alert>}
    </li>
  );
}

/**
 * The dashboard's alerts, newest first: sightings of the user's stolen bikes
 * (one entry per bike: how many, of which kinds, the latest when and where),
 * messages, and what happens to rewards (funded, released, paid, refunded, disputed).
 * Each is shown in its tone (only a theft in the alert colour; good news green);
 * unread ones stand out (an accent, a label and bold text) and can be marked read.
 */
/**
 * The signed-in user's alerts. `audience` says whose dashboard holds the panel, so that an empty list
 * tells what will appear there: sightings and rewards for an owner, hunts near a Hunter.
 */
export function NotificationsPanel({ userId, audience = 'owner' }: { userId: string; audience?: 'owner' | 'hunter' }) {
  const { t } = useTranslation('notifications');
  const apiErrorText = useApiErrorText();
  const list = useNotificationsQuery(userId);
  const markAll = useMarkReadMutation(userId);
  const unread = list.data?.unread ?? 0;
  return (
    <section aria-labelledby="alerts-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="alerts-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
          <Bell aria-hidden="true" className="size-5 text-brand-700" />
          {t('title')}
        </h2>
        {unread > 0 && (
          <Button variant="secondary" size="sm" disabled={markAll.isPending} onClick={() => markAll.mutate(null)}>
            {markAll.isPending ? <ButtonSpinner /> : <CheckCheck aria-hidden="true" className="size-4" />}
            {t('mark_all_read')}
          </Button>
        )}
      </div>
      <PushSwitch userId={userId} className="mt-4" />
      {/* A live region: a new unread alert, or one marked read, is announced. */}
      <p role="status" className="mt-2 text-muted">
        {list.data && list.data.notifications.length > 0 && (unread > 0 ? t('unread_count', { count: unread }) : t('all_read'))}
      </p>
      <div className="mt-4 grid gap-3">
        {markAll.isError && <Alert tone="error">{apiErrorText(markAll.error)}</Alert>}
        {list.isPending && <Spinner label={t('loading')} />}
        {list.isError && (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" size="sm" onClick={() => void list.refetch()} disabled={list.isFetching}>
                {t('retry')}
              </Button>
            }
          >
            {t('load_failed')}
          </Alert>
        )}
        {list.data?.notifications.length === 0 && <p className="text-sm text-muted">{t(audience === 'hunter' ? 'empty_hunter' : 'empty')}</p>}
        {list.data && list.data.notifications.length > 0 && (
          <ul className="grid gap-2">
            {list.data.notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} userId={userId} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
