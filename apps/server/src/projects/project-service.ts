import type { ApiUser } from '@rta/domain/accounts/user';
import type { SavedBinder } from '@rta/domain/api/cart';
import { toSavedBinder } from '@rta/domain/binder/choices';
import { PROJECT_ERROR_CODES, PROJECT_LIMITS, PROJECT_MESSAGES, type Project } from '@rta/domain/api/projects';
import type { Database } from '../db/pool.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import { priceOrRefuse } from '../cart/cart-service.ts';
import { priceProject, priceProjects, toProject } from './project-pricing.ts';
import { projectRepository as repository } from './project-repository.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const notFound = (): HttpError => new HttpError(404, PROJECT_MESSAGES.notFound, PROJECT_ERROR_CODES.notFound);

const refuseTakenName = async (tx: Transaction, user: ApiUser, name: string, exceptId?: string): Promise<void> => {
  if (await repository.nameTaken(tx, user.id, name, exceptId)) {
    throw new HttpError(409, PROJECT_MESSAGES.nameTaken(name), PROJECT_ERROR_CODES.nameTaken);
  }
};

/**
 * The signed-in user's projects (spec §4 Project). The user always comes from the session;
 * each write is one transaction, and what is stored is the priced binder's choices (colour
 * codes as our list spells them), never a price.
 */
export const createProjectService = (db: Database, clock: Clock) => ({
  async list(user: ApiUser): Promise<Project[]> {
    return priceProjects(db, await repository.listOwned(db, user.id), user);
  },

  async get(user: ApiUser, id: string): Promise<Project> {
    const row = await repository.findOwned(db, user.id, id);
    if (!row) throw notFound();
    return priceProject(db, row, user);
  },

  async create(user: ApiUser, name: string, cart: SavedBinder): Promise<Project> {
    return db.transaction(async (tx) => {
      await repository.lockOwner(tx, user.id);
      if ((await repository.countOwned(tx, user.id)) >= PROJECT_LIMITS.perUser) {
        throw new HttpError(409, PROJECT_MESSAGES.tooMany, PROJECT_ERROR_CODES.tooMany);
      }
      await refuseTakenName(tx, user, name);
      const priced = await priceOrRefuse(tx, cart, user);
      const row = await repository.insert(tx, user.id, name, toSavedBinder(priced.binder), clock.now());
      return toProject(row, priced);
    });
  },

  /** A rename, a new binder, or both; what is not sent stays as it was. */
  async update(user: ApiUser, id: string, change: { name?: string; cart?: SavedBinder }): Promise<Project> {
    return db.transaction(async (tx) => {
      if (change.name !== undefined) {
        await repository.lockOwner(tx, user.id);
        if (!(await repository.findOwned(tx, user.id, id))) throw notFound();
        await refuseTakenName(tx, user, change.name, id);
      }
      const priced = change.cart ? await priceOrRefuse(tx, change.cart, user) : undefined;
      const row = await repository.update(
        tx,
        user.id,
        id,
        {
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(priced ? { cartData: toSavedBinder(priced.binder) } : {}),
        },
        clock.now(),
      );
      if (!row) throw notFound();
      return priced ? toProject(row, priced) : priceProject(tx, row, user);
    });
  },

  async remove(user: ApiUser, id: string): Promise<void> {
    if (!(await repository.delete(db, user.id, id))) throw notFound();
  },
});
