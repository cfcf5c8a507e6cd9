import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useFinderConversationQuery, useFinderReplyMutation } from '../api/finder-conversation';
import { MessageFormWith } from './message-form';
import { MessageThread } from './message-thread';
import { SafetyNotice } from './safety-notice';

/**
 * /risposta/{token} (public, issue #27): an anonymous finder who agreed to be contacted reads the
 * owner's messages and answers, without an account, through the link mailed to them (30 days).
 * Nothing of the owner is shown but "the owner"; an expired or wrong link says so and how to get a new one.
 */
export function FinderConversationView({ token }: { token: string }) {
  const { t } = useTranslation('messages');
  const apiErrorText = useApiErrorText();
  const thread = useFinderConversationQuery(token);
  const reply = useFinderReplyMutation(token);

  if (thread.isPending) return <PageSpinner label={t('thread.loading')} />;
  if (thread.isError && !thread.data) {
    const invalid = isApiError(thread.error) && thread.error.status === 404;
    const title = invalid ? t('finder.invalid_title') : t('thread.load_failed');
    return (
      <div className="mx-auto grid max-w-2xl gap-4 px-4 py-10">
        <title>{`${title} · Ritrova`}</title>
        <meta name="robots" content="noindex" />
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {invalid ? <p className="text-muted">{t('finder.invalid_text')}</p> : <Alert tone="error">{apiErrorText(thread.error)}</Alert>}
        <p>
          <Link to={paths.home} className={buttonClasses('secondary')}>
            {t('finder.home')}
          </Link>
        </p>
      </div>
    );
  }

  const { bike, blocked, messages } = thread.data;
  const title = t('finder.title', { bike });
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${title} · Ritrova`}</title>
      <meta name="robots" content="noindex" />
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{title}</h1>
        <p className="text-muted">{t('finder.intro')}</p>
      </header>
      <SafetyNotice />
      {thread.isError && (
        <Alert tone="error" title={t('thread.refresh_failed')}>
          {apiErrorText(thread.error)}
        </Alert>
      )}
      <MessageThread messages={messages} counterpart={t('thread.owner')} />
      {blocked ? <Alert tone="warning">{t('block.blocked_finder')}</Alert> : <MessageFormWith send={reply} />}
    </div>
  );
}
