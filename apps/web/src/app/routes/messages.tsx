import { ConversationsView } from '@/features/messages/components/conversations-view';

/** /messages: the relayed conversations between owners and finders. */
export function Component() {
  return <ConversationsView />;
}
