import type { Conversation } from '@ritrova/shared';
import { ArrowLeft, Ban, Bike as BikeIcon, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { RoleBadge } from '@/components/role-badge';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ButtonSpinner, PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useBlockConversationMutation } from '../api/block-conversation';
import { useConversationQuery } from '../api/get-conversation';
import { MessageForm } from './message-form';
import { MessageThread } from './message-thread';
import { SafetyNotice } from './safety-notice';

function Page({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('messages');
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${title} · Ritrova`}</title>
      <Link to={paths.messages} className={buttonClasses('link', 'md', 'justify-self-start')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('thread.back')}
      </Link>
      {children}
    </div>
  );
}

/** The owner may stop a finder writing (and let them again); the finder is not told why. */
function BlockControl({ conversation, finder }: { conversation: Conversation; finder: string }) {
  const { t } = useTranslation('messages');
  const apiErrorText = useApiErrorText();
  const block = useBlockConversationMutation(conversation.id);
  return (
    <div className="grid gap-3">
      {conversation.blocked ? (
        <Alert
          tone="warning"
          action={
            <Button variant="secondary" size="sm" disabled={block.isPending} onClick={() => block.mutate(false)}>
              {block.isPending ? <ButtonSpinner /> : <CircleCheck aria-hidden="true" className="size-4" />}
              {t('block.unblock')}
            </Button>
          }
        >
          {t('block.blocked_owner', { name: finder })}
        </Alert>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" size="sm" className="text-red-800" disabled={block.isPending} onClick={() => block.mutate(true)}>
            {block.isPending ? <ButtonSpinner /> : <Ban aria-hidden="true" className="size-4" />}
            {t('block.block', { name: finder })}
          </Button>
          <p className="text-sm text-muted">{t('block.hint')}</p>
        </div>
      )}
      {block.isError && (
        <Alert tone="error" title={t('block.failed')}>
          {apiErrorText(block.error)}
        </Alert>
      )}
    </div>
  );
}

/**
 * /messages/{id}: one relayed conversation about a stolen bike, polled every 15 s,
 * with a reply form; the owner can block the finder.
 */
export function ConversationView({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('messages');
  const apiErrorText = useApiErrorText();
  const thread = useConversationQuery(conversationId);

  if (thread.isPending) return <PageSpinner label={t('thread.loading')} />;
  if (thread.isError && !thread.data) {
    const notFound = isApiError(thread.error) && (thread.error.status === 404 || thread.error.code === 'VALIDATION_ERROR');
    return (
      <Page title={notFound ? t('thread.not_found') : t('thread.load_failed')}>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{notFound ? t('thread.not_found') : t('thread.load_failed')}</h1>
        {notFound ? (
          <p className="text-muted">{t('thread.not_found_text')}</p>
        ) : (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" size="sm" onClick={() => void thread.refetch()} disabled={thread.isFetching}>
                {t('thread.retry')}
              </Button>
            }
          >
            {apiErrorText(thread.error)}
          </Alert>
        )}
      </Page>
    );
  }

  const { conversation, messages } = thread.data;
  const owner = conversation.role === 'owner';
  // NOTE: to a finder the API names the other side "owner", to an owner an anonymous finder "finder"; we say it in the reader's language.
  const counterpart = owner ? (conversation.counterpart === 'finder' ? t('thread.anonymous_finder') : conversation.counterpart) : t('thread.owner');
  return (
    <Page title={t('thread.title', { name: conversation.bikeName })}>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{t('thread.title', { name: conversation.bikeName })}</h1>
        <p className="text-muted">
          {owner ? t('thread.with_finder', { name: counterpart }) : t('thread.with_owner')}
          <RoleBadge badge={conversation.counterpartBadge} />
        </p>
        {owner && (
          <Link to={paths.bike(conversation.bikeId)} className={buttonClasses('link', 'md', 'justify-self-start')}>
            <BikeIcon aria-hidden="true" className="size-4" />
            {t('thread.open_bike')}
          </Link>
        )}
      </header>
      <SafetyNotice />
      {owner && <BlockControl conversation={conversation} finder={counterpart} />}
      {!owner && conversation.blocked && <Alert tone="warning">{t('block.blocked_finder')}</Alert>}
      {/* A failed poll keeps the thread on screen and says so. */}
      {thread.isError && (
        <Alert tone="error" title={t('thread.refresh_failed')}>
          {apiErrorText(thread.error)}
        </Alert>
      )}
      <MessageThread messages={messages} counterpart={counterpart} counterpartBadge={conversation.counterpartBadge} />
      {(owner || !conversation.blocked) && <MessageForm conversationId={conversation.id} />}
    </Page>
  );
}
