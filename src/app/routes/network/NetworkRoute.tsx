import NetworkPage from '@/features/connections/pages/NetworkPage';
import { useContactGate } from '@/app/routes/contact-gate';

/** The Network (connections) with the plan's contact rule (plans): counter, gate, upgrade dialog. */
export default function NetworkRoute() {
  const gate = useContactGate();
  return (
    <>
      <NetworkPage banner={gate.counter} beforeConnect={gate.beforeConnect} onConnectError={gate.onConnectError} />
      {gate.dialog}
    </>
  );
}
