import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify as toast } from '../../lib/notify.ts';

/** What a change says when done, and the page it leads to, where it is said. */
export interface ChangeThenGo {
  message: string;
  goTo: string;
}

/**
 * A staff form's change (an order's status, a showroom payment, an application's decision):
 * `run` does it and toasts what it returns; a change that leads to another page (a hand-off made
 * opens it) says so there. A refusal stays in the form as `failure`, and is toasted after
 * `refused` ("The status was not changed: …").
 */
export const useStaffChange = (refused: string) => {
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const run = async (change: () => Promise<string | ChangeThenGo>): Promise<void> => {
    setFailure(null);
    try {
      const done = await change();
      if (typeof done === 'string') return toast.success(done);
      toast.onNextPage('success', done.message);
      await navigate(done.goTo);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setFailure(message);
      toast.error(`${refused}: ${message}`);
    }
  };
  return { failure, run };
};
