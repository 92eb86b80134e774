import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Label } from '@rta/domain/binder/binder';
import type { PlannedRoom } from '@rta/domain/checkout/fit';
import { hasPlan } from '@rta/domain/checkout/fit-constants';

export interface RoomFit {
  /** The rooms with a plan, each with its fit problems (the last check's while a new one runs). */
  rooms: PlannedRoom[];
  /** False while the rooms as they are now are being checked: the order waits for the check. */
  ready: boolean;
}

/**
 * The rooms' fit problems (room-fit-rules.ts, loaded with its catalogue rows only when a label
 * has a plan). A binder without plans loads nothing more: checkout is then exactly what it was.
 */
export const useRoomFit = (labels: Label[]): RoomFit => {
  const planned = useMemo(() => labels.filter(hasPlan), [labels]);
  const client = useQueryClient();
  const [checked, setChecked] = useState<{ planned: Label[]; rooms: PlannedRoom[] } | null>(null);
  useEffect(() => {
    if (planned.length === 0) return;
    let current = true;
    void import('./room-fit-rules.ts')
      .then(({ checkRooms }) => checkRooms(client, planned))
      .then(
        (rooms) => {
          if (current) setChecked({ planned, rooms });
        },
        // The check's code did not load: the order goes on, and the server checks it. Should it
        // find a problem, its answer shows the box (checkout-details.tsx, foundByStore).
        () => {
          if (current) setChecked({ planned, rooms: [] });
        },
      );
    return () => {
      current = false;
    };
  }, [planned, client]);

  if (planned.length === 0) return { rooms: [], ready: true };
  return { rooms: checked?.rooms ?? [], ready: checked?.planned === planned };
};
