import { useParams, useSearchParams } from 'react-router';
import { TransferView } from '@/features/transfers/components/transfer-view';

/** /transfers/{transferId}?token=…, the page the recipient's mail links to. */
export function Component() {
  const { transferId = '' } = useParams();
  const [searchParams] = useSearchParams();
  return <TransferView key={transferId} transferId={transferId} token={searchParams.get('token')} />;
}
