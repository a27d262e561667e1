import NetworkPage from '@/features/connections/pages/NetworkPage';
import { useContactGate } from '@/app/routes/contact-gate';
import { cardRating } from '@/app/routes/network/card-rating';

/**
 * The Network (connections) with the plan's contact rule (plans): counter, gate, upgrade dialog; and
 * each provider's rating (reviews).
 */
export default function NetworkRoute() {
  const gate = useContactGate();
  return (
    <>
      <NetworkPage
        banner={gate.counter}
        beforeConnect={gate.beforeConnect}
        onConnectError={gate.onConnectError}
        renderRating={cardRating}
      />
      {gate.dialog}
    </>
  );
}
