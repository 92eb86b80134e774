import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../ui/alert.tsx';

/** A staff record that could not be loaded: the server's reason, and the way back to its list. */
export function RecordFailure({ message, back, children }: { message: string; back: string; children: ReactNode }) {
  return (
    <div>
      <Alert>{message}</Alert>
      <Link to={back}>{children}</Link>
    </div>
  );
}
