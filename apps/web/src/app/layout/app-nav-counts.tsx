import { useConversationsQuery } from '@/features/messages/api/get-conversations';
import { useNotificationsQuery } from '@/features/notifications/api/get-notifications';
import type { AppLink } from './app-links';
import { AppNavLinks } from './app-nav';

interface Props {
  userId: string;
  links: AppLink[];
  variant: 'bar' | 'menu';
}

/** Messaggi: the unread messages of every conversation (the messages list's own query). */
function useUnreadMessages(): number | undefined {
  return useConversationsQuery().data?.reduce((sum, conversation) => sum + conversation.unread, 0);
}

function WithAlerts({ userId, links, variant }: Props) {
  // Avvisi: what the dashboard's alerts panel calls unread (its own query and cache: marking read there updates the header).
  const alerts = useNotificationsQuery(userId).data?.unread;
  const messages = useUnreadMessages();
  return <AppNavLinks links={links} counts={{ alerts, messages }} variant={variant} />;
}

function MessagesOnly({ links, variant }: Props) {
  const messages = useUnreadMessages();
  return <AppNavLinks links={links} counts={{ messages }} variant={variant} />;
}

/** The app's links with their unread counts; only the counts of the links shown are asked for. */
export function CountedAppNavLinks(props: Props) {
  return props.links.some((link) => link.count === 'alerts') ? <WithAlerts {...props} /> : <MessagesOnly {...props} />;
}
