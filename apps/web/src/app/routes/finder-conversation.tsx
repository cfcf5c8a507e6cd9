import { useParams } from 'react-router';
import { FinderConversationView } from '@/features/messages/components/finder-conversation-view';

/** /risposta/{token} (public): an anonymous finder's conversation with the owner, by the link mailed to them (issue #27). */
export function Component() {
  const { token = '' } = useParams();
  return <FinderConversationView key={token} token={token} />;
}
