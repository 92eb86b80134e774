import { useState } from 'react';
import { notify as toast } from '../../lib/notify.ts';

/**
 * A staff form's change (an order's status, a showroom payment, an application's decision):
 * `run` does it and toasts what it returns; a refusal stays in the form as `failure`, and is
 * toasted after `refused` ("The status was not changed: …").
 */
export const useStaffChange = (refused: string) => {
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (change: () => Promise<string>): Promise<void> => {
    setFailure(null);
    try {
      toast.success(await change());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setFailure(message);
      toast.error(`${refused}: ${message}`);
    }
  };
  return { failure, run };
};
