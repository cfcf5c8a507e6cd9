import { useParams } from 'react-router';
import { CheckoutView } from '@/features/rewards/components/checkout-view';

/** /checkout/{paymentId}: the test-mode checkout of a reward payment, opened in a new tab. */
export function Component() {
  const { paymentId = '' } = useParams();
  return <CheckoutView key={paymentId} paymentId={paymentId} />;
}
