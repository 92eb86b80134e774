import * as v from 'valibot';
import { fields } from '../common/fields.ts';
import { binderAnswerSchema, removedItemSchema } from './cart.ts';
import { PROJECTS_API_PATH } from './projects.ts';

/**
 * Shared projects (issue 23, docs/decisions/0161-shared-project-links.md): the owner of a project
 * makes a read-only link, sees that it exists, and revokes it; anyone with the link sees the
 * project, priced as for a guest, and may copy it into their own binder. The link's token is
 * 256 random bits (base64url, 43 characters); only its SHA-256 is stored.
 */

/** The owner's calls: GET (is there a link?), POST (make one, retiring any earlier), DELETE (revoke). */
export const shareLinkPath = (projectId: string): string =>
  `${PROJECTS_API_PATH}/${encodeURIComponent(projectId)}/share-link`;

/** Anyone's call: the token in the body, never in an API URL (as the mailed links', decision 0020). */
export const SHARED_PROJECT_API_PATH = '/api/shared-project';

/** The page a link opens. */
export const sharedProjectPath = (token: string): string => `/shared/${encodeURIComponent(token)}`;

/** A token as made: 32 bytes in base64url. Anything else is not a link (answered as an unknown one). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isShareToken = (token: string): boolean => SHARE_TOKEN_PATTERN.test(token);

export const SHARE_MESSAGES = {
  /** A revoked, unknown or malformed link: one answer, which says nothing of why. */
  unavailable: 'This link is no longer available.',
  tokenRequired: 'token is required: the code at the end of the shared link.',
  made: 'Link made. Anyone with it can see this project.',
  revoked: 'Link revoked. It no longer opens this project.',
  copied: (count: number) => `Copied ${count} ${count === 1 ? 'item' : 'items'} to your binder.`,
  loadFailed: 'The shared project could not be loaded. Please try again.',
  makeFailed: 'The link could not be made. Please try again.',
  revokeFailed: 'The link could not be revoked. Please try again.',
  statusFailed: "This project's link could not be read. Please try again.",
  copyFailed: 'The project could not be copied into your binder.',
} as const;

export const SHARE_ERROR_CODES = { unavailable: 'SHARE_LINK_UNAVAILABLE' } as const;

const isoTime = v.string();

/** GET: whether the project has a live link, and since when (the token itself is not kept, so it is not shown again). */
export const shareLinkStatusSchema = v.object({
  shareLink: v.nullable(v.object({ createdAt: isoTime })),
});
export type ShareLinkStatus = v.InferOutput<typeof shareLinkStatusSchema>;

/** POST: the new link's token, shown once. */
export const shareLinkMadeSchema = v.object({
  shareLink: v.object({ createdAt: isoTime, token: v.string() }),
});
export type ShareLinkMade = v.InferOutput<typeof shareLinkMadeSchema>;

export const shareLinkRevokedSchema = v.object({ success: v.literal(true) });

/** POST /api/shared-project. */
export const sharedProjectRequestSchema = fields({
  // Any string: one that is no token is answered as an unknown link (a 404 that tells nothing).
  token: v.string(SHARE_MESSAGES.tokenRequired),
});

const cents = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/**
 * A shared project as anyone sees it: its name and binder (rooms with their plans), priced now
 * by the server as for a guest, with each line's unit price and total by item id, and the total.
 * Nothing of its owner, its id or its link.
 */
export const sharedProjectSchema = v.object({
  name: v.string(),
  cartData: binderAnswerSchema,
  itemCount: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  linePrices: v.record(v.string(), v.object({ unitPrice: cents, totalPrice: cents })),
  total: cents,
  removed: v.array(removedItemSchema),
});
export type SharedProject = v.InferOutput<typeof sharedProjectSchema>;
