import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { contractorTier, isStaff, type TierInfo } from '@rta/domain/accounts/roles';
import { isEmailVerified, type ApiUser } from '@rta/domain/accounts/user';
import { binderAnswer, savedBinderSchema, type SavedBinder } from '@rta/domain/api/cart';
import {
  canAnswer,
  canDelete,
  canFill,
  canSend,
  CUSTOMER_HAND_OFFS_MAX,
  HAND_OFF_ERROR_CODES as CODES,
  HAND_OFF_MESSAGES as M,
  isAddressedTo,
  type CustomerHandOffList,
  type HandOff,
  type HandOffAccepted,
  type HandOffState,
  type StaffHandOffDetail,
  type StaffHandOffList,
  type StaffHandOffSummary,
} from '@rta/domain/api/hand-offs';
import { PROJECT_ERROR_CODES, PROJECT_LIMITS, PROJECT_MESSAGES } from '@rta/domain/api/projects';
import { toSavedBinder } from '@rta/domain/binder/choices';
import { allItems } from '@rta/domain/binder/contents';
import { lineCount } from '@rta/domain/binder/ops';
import { binderTotals, linePrice } from '@rta/domain/pricing/pricing';
import { isOwnAddress } from '@rta/domain/staff/own-behalf';
import { readRoles } from '../auth/user-repository.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { priceBinder } from '../cart/cart-pricing.ts';
import { priceBookFor, priceForUser, priceOrRefuse } from '../cart/cart-service.ts';
import { recordAudit, type Executor, type StaffActor } from '../staff/audit.ts';
import { changeAndMail, queueMail, type MailingServiceDependencies } from '../staff/staff-outbox.ts';
import { handOffAnsweredMail, handOffMail } from './hand-off-mails.ts';
import { handOffRepository as repository, type HandOffRow } from './hand-off-repository.ts';
import { toProject } from './project-pricing.ts';
import { projectRepository } from './project-repository.ts';

type Reader = Parameters<typeof priceBookFor>[0];

const notFound = (): HttpError => new HttpError(404, M.notFound, CODES.notFound);
const stateError = (message: string): HttpError => new HttpError(409, message, CODES.state);
const EMPTY: SavedBinder = { items: [], labels: [], preAssembly: false };

/** What this server stored passed the project schema; parsing again keeps only the choices. */
const choicesOf = (row: HandOffRow): SavedBinder => v.parse(savedBinderSchema, row.cartData);

/** Item lines of stored choices, counting those in rooms (labels). */
const choiceLines = (saved: SavedBinder): number =>
  saved.items.length + saved.labels.reduce((sum, label) => sum + label.items.length, 0);

const summary = (row: HandOffRow): StaffHandOffSummary => ({
  id: row.id,
  email: row.email,
  name: row.name,
  state: row.state,
  itemCount: choiceLines(choicesOf(row)),
  createdByEmail: row.createdByEmail,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const answerTimes = (row: HandOffRow) => ({
  sentAt: row.sentAt?.toISOString() ?? null,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  declineNote: row.declineNote,
});

/** The contents priced now by the server, for a tier (the customer's own; none in the console). */
const pricedContents = async (db: Reader, row: HandOffRow, tier: TierInfo | null) => {
  const saved = choicesOf(row);
  const { binder, unknown } = priceBinder(saved, await priceBookFor(db, saved), tier);
  return {
    cartData: binderAnswer(binder),
    itemCount: lineCount(binder),
    linePrices: Object.fromEntries(
      allItems(binder).map((item) => {
        const line = linePrice(item, tier, binder.preAssembly);
        return [item.id, { unitPrice: line.unitPrice, totalPrice: line.totalPrice }];
      }),
    ),
    total: binderTotals(binder, tier).total,
    removed: unknown.map(({ name, group }) => ({ name, group })),
  };
};

const staffDetail = async (db: Reader, row: HandOffRow): Promise<StaffHandOffDetail> => ({
  ...summary(row),
  ...(await pricedContents(db, row, null)),
  ...answerTimes(row),
});

const customerView = async (db: Reader, row: HandOffRow, user: ApiUser): Promise<HandOff> => ({
  id: row.id,
  name: row.name,
  state: row.state,
  ...(await pricedContents(db, row, contractorTier(user.roles))),
  ...answerTimes(row),
  projectId: row.projectId,
});

/** The first of 'name', 'name (2)', 'name (3)', … that none of the user's projects has (letter case aside). */
const freeProjectName = async (tx: Reader, userId: string, name: string): Promise<string> => {
  // Lower-cased here, not by the database, whose lower() may leave letters beyond ASCII as they are:
  // a name this calls taken that the database would not only costs a suffix.
  const taken = new Set((await projectRepository.namesOwned(tx, userId)).map((one) => one.toLowerCase()));
  for (let n = 1; n <= PROJECT_LIMITS.perUser + 1; n += 1) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const candidate = `${name.slice(0, PROJECT_LIMITS.name - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
  // More names taken than projects allowed: the limit refuses first.
  throw new HttpError(409, PROJECT_MESSAGES.tooMany, PROJECT_ERROR_CODES.tooMany);
};

/**
 * The designer's hand-off (issue 23, decision 0163). Staff (Sales Users, Store Admins) make, fill,
 * send and delete; never one addressed to themself (issue 19). The customer, signed in with the
 * verified address it was sent to, sees it and answers it once; anyone else is told it does not
 * exist. Every step writes its audit row in the step's transaction.
 */
export const createHandOffService = (deps: MailingServiceDependencies) => {
  const { db, clock, config, deliverMail } = deps;

  /**
   * Where the customer's answer is mailed: the designer's address as it is now (an address
   * changed since the hand-off was made included), while they are enabled staff; else (they
   * left, or are no longer staff) the store's support mailbox, so that the answer reaches the
   * store and nobody outside it.
   */
  const designerAddress = async (tx: Executor, row: HandOffRow): Promise<string> => {
    if (row.createdBy) {
      const [designer] = await tx
        .select({ email: users.email, enabled: users.enabled })
        .from(users)
        .where(eq(users.id, row.createdBy));
      if (designer?.enabled === 1 && isStaff(await readRoles(tx, row.createdBy))) return designer.email;
    }
    return config.support.email;
  };

  /** A hand-off a staff member may change: it exists, is not addressed to them, and its state allows the step. */
  const forStaff = async (
    tx: Executor,
    actor: StaffActor,
    id: string,
    allowed: (state: HandOffState) => boolean,
    message: (state: HandOffState) => string,
  ) => {
    const row = await repository.find(tx, id, { lock: true });
    if (!row) throw notFound();
    if (isOwnAddress(actor, row.email)) throw new HttpError(403, M.ownAddress, CODES.ownAddress);
    if (!allowed(row.state)) throw stateError(message(row.state));
    return row;
  };

  /** A hand-off the signed-in user may see: theirs, sent, and their address verified. */
  const forCustomer = async (reader: Reader, user: ApiUser, id: string, options: { lock?: boolean } = {}) => {
    const row = await repository.find(reader, id, options);
    if (!row || !isAddressedTo(row, user)) throw notFound();
    if (!isEmailVerified(user)) throw new HttpError(403, M.verifyFirst, CODES.verifyFirst);
    return row;
  };

  return {
    async list(filters: { state?: HandOffState; page: number; pageSize: number }): Promise<StaffHandOffList> {
      const { rows, total } = await repository.list(db, filters);
      return { handOffs: rows.map(summary), total, page: filters.page, pageSize: filters.pageSize };
    },

    async detail(id: string): Promise<StaffHandOffDetail> {
      const row = await repository.find(db, id);
      if (!row) throw notFound();
      return staffDetail(db, row);
    },

    async create(actor: StaffActor, email: string, name: string): Promise<StaffHandOffDetail> {
      if (isOwnAddress(actor, email)) throw new HttpError(403, M.ownAddress, CODES.ownAddress);
      const row = await db.transaction(async (tx) => {
        const made = await repository.insert(tx, {
          email,
          name,
          cartData: EMPTY,
          createdBy: actor.id,
          createdByEmail: actor.email,
          now: clock.now(),
        });
        await recordAudit(tx, actor, {
          action: 'handoff.create',
          targetType: 'hand_off',
          targetId: made.id,
          details: { email, name },
        });
        return made;
      });
      return staffDetail(db, row);
    },

    /** The draft's contents become the designer's binder as sent (choices only; the store must sell all of it). */
    async fill(actor: ApiUser, id: string, cart: SavedBinder): Promise<StaffHandOffDetail> {
      const row = await db.transaction(async (tx) => {
        await forStaff(tx, actor, id, canFill, M.notDraft);
        const priced = await priceOrRefuse(tx, cart, actor);
        const cartData = toSavedBinder(priced.binder);
        const updated = await repository.update(tx, id, { cartData }, clock.now());
        await recordAudit(tx, actor, {
          action: 'handoff.fill',
          targetType: 'hand_off',
          targetId: id,
          details: { itemCount: choiceLines(cartData), rooms: cartData.labels.map((label) => label.name) },
        });
        return updated;
      });
      return staffDetail(db, row);
    },

    /** Sends a draft, or a sent hand-off again: the mail goes through the outbox with the step. */
    async send(actor: StaffActor, id: string): Promise<StaffHandOffDetail> {
      await changeAndMail(deps, async (tx, now) => {
        const row = await forStaff(tx, actor, id, canSend, M.cannotSend);
        const itemCount = choiceLines(choicesOf(row));
        if (itemCount === 0) throw new HttpError(409, M.empty, CODES.empty);
        await repository.update(tx, id, { state: 'sent', sentAt: now }, now);
        await recordAudit(tx, actor, {
          action: 'handoff.send',
          targetType: 'hand_off',
          targetId: id,
          details: { email: row.email, again: row.state === 'sent' },
        });
        return handOffMail(config, row, itemCount);
      });
      return this.detail(id);
    },

    async remove(actor: StaffActor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await forStaff(tx, actor, id, canDelete, M.notDraft);
        await repository.delete(tx, id);
        await recordAudit(tx, actor, {
          action: 'handoff.delete',
          targetType: 'hand_off',
          targetId: id,
          details: { email: row.email, name: row.name },
        });
      });
    },

    /** The newest hand-offs sent to the user's address (never a draft); like one hand-off, only once it is verified. */
    async mine(user: ApiUser): Promise<CustomerHandOffList> {
      if (!isEmailVerified(user)) throw new HttpError(403, M.verifyFirst, CODES.verifyFirst);
      const rows = await repository.listSentTo(db, user.email, CUSTOMER_HAND_OFFS_MAX);
      return {
        handOffs: rows.map((row) => ({ id: row.id, name: row.name, state: row.state, ...answerTimes(row) })),
      };
    },

    async view(user: ApiUser, id: string): Promise<HandOff> {
      return customerView(db, await forCustomer(db, user, id), user);
    },

    /** Makes a project of the customer's from it (the project list's bound holds), once. */
    async accept(user: ApiUser, id: string): Promise<HandOffAccepted> {
      const { row, project, mailId } = await db.transaction(async (tx) => {
        const found = await forCustomer(tx, user, id, { lock: true });
        if (!canAnswer(found.state)) throw stateError(M.alreadyAnswered(found.state));
        await projectRepository.lockOwner(tx, user.id);
        if ((await projectRepository.countOwned(tx, user.id)) >= PROJECT_LIMITS.perUser) {
          throw new HttpError(409, PROJECT_MESSAGES.tooMany, PROJECT_ERROR_CODES.tooMany);
        }
        const name = await freeProjectName(tx, user.id, found.name);
        // What is no longer sold is left out (the page listed it as removed), as a project's load does.
        const priced = await priceForUser(tx, choicesOf(found), user);
        const now = clock.now();
        const made = await projectRepository.insert(tx, user.id, name, toSavedBinder(priced.binder), now);
        const updated = await repository.update(
          tx,
          id,
          { state: 'accepted', answeredAt: now, projectId: made.id },
          now,
        );
        await recordAudit(tx, user, {
          action: 'handoff.accept',
          targetType: 'hand_off',
          targetId: id,
          details: { projectId: made.id, projectName: name },
        });
        // The designer is told in the same transaction: the answer and its mail land together.
        const mailId = await queueMail(
          tx,
          handOffAnsweredMail(config, await designerAddress(tx, found), found, { accepted: true, projectName: name }),
          now,
        );
        return { row: updated, project: toProject(made, priced), mailId };
      });
      deliverMail(mailId);
      return { handOff: await customerView(db, row, user), project };
    },

    async decline(user: ApiUser, id: string, note: string): Promise<HandOff> {
      const { row, mailId } = await db.transaction(async (tx) => {
        const found = await forCustomer(tx, user, id, { lock: true });
        if (!canAnswer(found.state)) throw stateError(M.alreadyAnswered(found.state));
        const now = clock.now();
        const updated = await repository.update(tx, id, { state: 'declined', answeredAt: now, declineNote: note }, now);
        await recordAudit(tx, user, {
          action: 'handoff.decline',
          targetType: 'hand_off',
          targetId: id,
          details: { note },
        });
        const to = await designerAddress(tx, found);
        const mailId = await queueMail(tx, handOffAnsweredMail(config, to, found, { accepted: false, note }), now);
        return { row: updated, mailId };
      });
      deliverMail(mailId);
      return customerView(db, row, user);
    },
  };
};
