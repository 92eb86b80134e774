import type { ApiUser } from '@rta/domain/accounts/user';
import { binderAnswer } from '@rta/domain/api/cart';
import { PROJECT_ERROR_CODES, PROJECT_MESSAGES } from '@rta/domain/api/projects';
import {
  isShareToken,
  SHARE_ERROR_CODES,
  SHARE_MESSAGES,
  type ShareLinkMade,
  type ShareLinkStatus,
  type SharedProject,
} from '@rta/domain/api/shared-projects';
import { allItems } from '@rta/domain/binder/contents';
import { lineCount } from '@rta/domain/binder/ops';
import { binderTotals, linePrice } from '@rta/domain/pricing/pricing';
import type { Database } from '../db/pool.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import { newSecureToken, sha256Hex } from '../lib/secure-token.ts';
import { priceBinder } from '../cart/cart-pricing.ts';
import { priceBookFor } from '../cart/cart-service.ts';
import { storedChoices } from './project-pricing.ts';
import { projectRepository } from './project-repository.ts';
import { shareLinkRepository as links } from './share-link-repository.ts';

type Reader = Parameters<typeof projectRepository.findOwned>[0];

const projectNotFound = (): HttpError => new HttpError(404, PROJECT_MESSAGES.notFound, PROJECT_ERROR_CODES.notFound);
/** Unknown, revoked and malformed links get this one answer: it tells nothing of why. */
const unavailable = (): HttpError => new HttpError(404, SHARE_MESSAGES.unavailable, SHARE_ERROR_CODES.unavailable);

/** A guest has no contractor tier: a shared project shows the prices anyone would pay. */
const GUEST_TIER = null;

/**
 * Shared project links (issue 23, decision 0161). Only the owner makes, sees and revokes a
 * project's link: another user's project is answered exactly as an unknown one. Anyone with a
 * live link reads the project, priced now as for a guest.
 */
export const createShareLinkService = (db: Database, clock: Clock) => {
  const ownedProject = async (reader: Reader, user: ApiUser, projectId: string) => {
    const row = await projectRepository.findOwned(reader, user.id, projectId);
    if (!row) throw projectNotFound();
    return row;
  };

  return {
    async status(user: ApiUser, projectId: string): Promise<ShareLinkStatus> {
      const project = await ownedProject(db, user, projectId);
      const link = await links.findForProject(db, project.id);
      return { shareLink: link ? { createdAt: link.createdAt.toISOString() } : null };
    },

    /** A new link; the project's earlier one, if any, stops working. The token is answered once and kept only hashed. */
    async make(user: ApiUser, projectId: string): Promise<ShareLinkMade> {
      const token = newSecureToken();
      const now = clock.now();
      await db.transaction(async (tx) => {
        // Two makes at once for one owner take turns, so the project keeps exactly one link.
        await projectRepository.lockOwner(tx, user.id);
        const project = await ownedProject(tx, user, projectId);
        await links.replace(tx, project.id, sha256Hex(token), now);
      });
      return { shareLink: { createdAt: now.toISOString(), token } };
    },

    /** Revoking is idempotent: afterwards the project has no link, whether or not it had one. */
    async revoke(user: ApiUser, projectId: string): Promise<void> {
      const project = await ownedProject(db, user, projectId);
      await links.delete(db, project.id);
    },

    async open(token: string): Promise<SharedProject> {
      if (!isShareToken(token)) throw unavailable();
      const row = await links.projectOf(db, sha256Hex(token));
      if (!row) throw unavailable();
      const saved = storedChoices(row);
      const priced = priceBinder(saved, await priceBookFor(db, saved), GUEST_TIER);
      const { binder } = priced;
      const linePrices = Object.fromEntries(
        allItems(binder).map((item) => {
          const line = linePrice(item, GUEST_TIER, binder.preAssembly);
          return [item.id, { unitPrice: line.unitPrice, totalPrice: line.totalPrice }];
        }),
      );
      return {
        name: row.name,
        cartData: binderAnswer(binder),
        itemCount: lineCount(binder),
        linePrices,
        total: binderTotals(binder, GUEST_TIER).total,
        removed: priced.unknown.map(({ name, group }) => ({ name, group })),
      };
    },
  };
};
