import type { Conversation } from '@ritrova/shared';
import { Ban, ChevronRight, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { conversationPath } from '@/app/paths';
import { RoleBadge } from '@/components/role-badge';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { useConversationsQuery } from '../api/get-conversations';
import { sortConversations } from '../thread';
import { SafetyNotice } from './safety-notice';

function ConversationItem({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('messages');
  const format = useFormat();
  return (
    <li>
      <Link
        to={conversationPath(conversation.id)}
        className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <div className="grid min-w-0 flex-1 gap-1">
          <h2 className="font-semibold break-words text-ink">{conversation.bikeName}</h2>
          <p className="text-sm break-words text-ink">
            {conversation.role === 'owner'
              ? t('list.with_finder', { name: conversation.counterpart === 'finder' ? t('thread.anonymous_finder') : conversation.counterpart })
              : t('list.with_owner')}
            <RoleBadge badge={conversation.counterpartBadge} />
          </p>
          <p className="text-sm text-muted">{t('list.last_message', { date: format.dateTime(conversation.lastMessageAt) })}</p>
          {(conversation.unread > 0 || conversation.blocked) && (
            <p className="flex flex-wrap gap-2">
              {conversation.unread > 0 && <Badge tone="red">{t('list.unread', { count: conversation.unread })}</Badge>}
              {conversation.blocked && (
                <Badge tone="gray">
                  <Ban aria-hidden="true" className="size-3.5" />
                  {t('list.blocked')}
                </Badge>
              )}
            </p>
          )}
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </Link>
    </li>
  );
}

/** /messages: the relayed conversations, latest first, with what is unread and what is blocked. */
export function ConversationsView() {
  const { t } = useTranslation('messages');
  const conversations = useConversationsQuery();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${t('list.title')} · Ritrova`}</title>
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
          <MessagesSquare aria-hidden="true" className="size-7 text-brand-700" />
          {t('list.title')}
        </h1>
        <p className="text-muted">{t('list.intro')}</p>
      </header>
      <SafetyNotice />
      {conversations.isPending && <Spinner label={t('list.loading')} />}
      {conversations.isError && (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={() => void conversations.refetch()} disabled={conversations.isFetching}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.load_failed')}
        </Alert>
      )}
      {conversations.data?.length === 0 && <p className="text-ink">{t('list.empty')}</p>}
      {conversations.data && conversations.data.length > 0 && (
        <ul className="grid gap-3">
          {sortConversations(conversations.data).map((conversation) => (
            <ConversationItem key={conversation.id} conversation={conversation} />
          ))}
        </ul>
      )}
    </div>
  );
}
