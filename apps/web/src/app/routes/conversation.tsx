import { useParams } from 'react-router';
import { ConversationView } from '@/features/messages/components/conversation-view';

/** /messages/{conversationId}: one relayed conversation. */
export function Component() {
  const { conversationId = '' } = useParams();
  return <ConversationView key={conversationId} conversationId={conversationId} />;
}
