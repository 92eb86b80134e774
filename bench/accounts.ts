import { DEVICE_FINGERPRINT_HEADER } from '@rta/domain/accounts/constants';

export const json = async (url: string, init: RequestInit = {}): Promise<Record<string, unknown>> => {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
};

export interface Shopper {
  userId: string;
  token: string;
  fingerprint: string;
  /** Authorization and device fingerprint, as the web app sends them. */
  headers: Record<string, string>;
}

let serial = 0;

/** A verified shopper with a session, made through the API as a person would (signup, mail link, login). */
export const signIn = async (base: string): Promise<Shopper> => {
  serial += 1;
  const email = `bench-${Date.now()}-${serial}@example.com`;
  const password = 'Quill#Fern2026x';
  const fingerprint = `bench-device-${serial}`;
  await json(`${base}/api/signup`, {
    method: 'POST',
    body: JSON.stringify({ email, password, firstName: 'Bench', lastName: 'Mark' }),
  });
  const outbox = (await json(`${base}/dev/mail?format=json&to=${encodeURIComponent(email)}`)) as {
    data?: { links: string[] }[];
  };
  const link = outbox.data?.flatMap((m) => m.links).find((l) => l.includes('/verify-email/')) ?? '';
  await json(`${base}/api/verify-email`, {
    method: 'POST',
    body: JSON.stringify({ token: link.split('/verify-email/')[1] }),
  });
  const login = await json(`${base}/api/login`, {
    method: 'POST',
    headers: { [DEVICE_FINGERPRINT_HEADER]: fingerprint },
    body: JSON.stringify({ email, password }),
  });
  const token = String(login.token);
  const user = login.user as { id: string };
  return {
    userId: user.id,
    token,
    fingerprint,
    headers: { authorization: `Bearer ${token}`, [DEVICE_FINGERPRINT_HEADER]: fingerprint },
  };
};

/** The binder a benchmark saves and orders: two cabinets of the default group. */
export const BENCH_CART = {
  items: [
    { id: 'bench-1', group: 'Shaker', name: 'B09', quantity: 2, selectedColor: null },
    { id: 'bench-2', group: 'Shaker', name: 'W3012', quantity: 1, selectedColor: null },
  ],
  labels: [],
  preAssembly: false,
};

/** The planner's room in the Lighthouse bench: /planner/<this id>. */
export const BENCH_ROOM_ID = 'bench-room';

/**
 * A binder with one room planned (issue 22): two walls, the first joining the second, each with
 * base and wall cabinets placed, for the room planner's page to draw and check.
 */
export const BENCH_PLANNED_CART = {
  items: [],
  labels: [
    {
      id: BENCH_ROOM_ID,
      name: 'Bench kitchen',
      items: [
        { id: 'room-1', group: 'Shaker', name: 'B36', quantity: 1, selectedColor: null },
        { id: 'room-2', group: 'Shaker', name: 'SB36', quantity: 1, selectedColor: null },
        { id: 'room-3', group: 'Shaker', name: 'DB24', quantity: 1, selectedColor: null },
        { id: 'room-4', group: 'Shaker', name: 'W3030', quantity: 2, selectedColor: null },
        { id: 'room-5', group: 'Shaker', name: 'B24', quantity: 2, selectedColor: null },
      ],
      plan: {
        walls: [
          {
            id: 'wall-a',
            name: 'Wall A',
            length: 120,
            ceiling: 96,
            joinsNext: false,
            openings: [{ id: 'window-a', kind: 'window', from: 40, width: 36, sill: 42, height: 36 }],
            base: [
              { id: 'a1', kind: 'piece', itemId: 'room-1' },
              { id: 'a2', kind: 'piece', itemId: 'room-2' },
              { id: 'a3', kind: 'space', space: 'dishwasher', width: 24 },
              { id: 'a4', kind: 'piece', itemId: 'room-3' },
            ],
            upper: [
              { id: 'a5', kind: 'piece', itemId: 'room-4' },
              { id: 'a6', kind: 'piece', itemId: 'room-4' },
            ],
          },
          {
            id: 'wall-b',
            name: 'Wall B',
            length: 96,
            ceiling: 96,
            joinsNext: false,
            openings: [],
            base: [
              { id: 'b1', kind: 'piece', itemId: 'room-5' },
              { id: 'b2', kind: 'space', space: 'range', width: 30 },
              { id: 'b3', kind: 'piece', itemId: 'room-5' },
            ],
            upper: [],
          },
        ],
      },
    },
  ],
  preAssembly: false,
};
