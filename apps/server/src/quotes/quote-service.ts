import crypto from 'node:crypto';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import * as v from 'valibot';
import type { ApiUser } from '@rta/domain/accounts/user';
import { contractorTier } from '@rta/domain/accounts/roles';
import { binderAnswer, savedBinderSchema, type SavedBinder } from '@rta/domain/api/cart';
import {
  createQuoteSchema,
  type ClientCopy,
  type Quote,
  type QuoteBinder,
  type QuoteList,
  type QuoteListQuery,
} from '@rta/domain/api/quotes';
import { toSavedBinder } from '@rta/domain/binder/choices';
import {
  clientCopyLines,
  QUOTE_MESSAGES,
  QUOTES_PER_DAY,
  quoteExpired,
  quoteLines,
  quoteNumber,
  quoteTotals,
  quoteValidUntil,
  type QuoteLine,
} from '@rta/domain/quotes/rules';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/pool.ts';
import { quoteLines as quoteLinesTable, quotes, tradeApplications } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import { priceForUser, priceOrRefuse } from '../cart/cart-service.ts';
import { quotePdf, type PdfLine } from './quote-pdf.ts';
import { projectRepository } from '../projects/project-repository.ts';
import { storedChoices } from '../projects/project-pricing.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { AUTH_ERROR_CODES } from '@rta/domain/accounts/session-messages';

type Reader = Pick<Database, 'select'>;
export type QuoteRow = typeof quotes.$inferSelect;
type QuoteLineRow = typeof quoteLinesTable.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Four characters no one reads wrongly on the phone (no 0/O, 1/I), as order ids. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const suffix = (): string => Array.from(crypto.randomBytes(4), (byte) => ALPHABET[byte % ALPHABET.length]).join('');

const DAY_MS = 24 * 60 * 60_000;

const notFound = (): HttpError => new HttpError(404, QUOTE_MESSAGES.notFound, 'QUOTE_NOT_FOUND');

const lineOfRow = (row: QuoteLineRow): QuoteLine => ({
  labelId: row.labelId,
  labelName: row.labelName,
  name: row.name,
  group: row.groupName,
  type: row.type,
  variation: row.variation,
  measurement: row.measurement,
  hasGlassDoor: row.hasGlassDoor,
  colorCode: row.colorCode,
  colorName: row.colorName,
  preAssemblyFee: row.preAssemblyCents,
  quantity: row.quantity,
  discountedPrice: row.discountedPriceCents,
  fees: row.feesCents,
  unitPrice: row.unitPriceCents,
  totalPrice: row.totalPriceCents,
  discountPercent: row.discountPercent,
});

/** Quotes are only ever read with their owner: another user's id finds nothing. */
export const quoteRepository = {
  async findOwned(db: Reader, userId: string, id: string): Promise<QuoteRow | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await db
      .select()
      .from(quotes)
      .where(and(eq(quotes.userId, userId), eq(quotes.id, id)));
    return row;
  },
  async linesOf(db: Reader, quoteId: string): Promise<QuoteLine[]> {
    const rows = await db
      .select()
      .from(quoteLinesTable)
      .where(eq(quoteLinesTable.quoteId, quoteId))
      .orderBy(quoteLinesTable.position);
    return rows.map(lineOfRow);
  },
  /** How many quotes the user has made since `since`. */
  async countSince(db: Reader, userId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ made: count() })
      .from(quotes)
      .where(and(eq(quotes.userId, userId), gt(quotes.createdAt, since)));
    return row?.made ?? 0;
  },
  /** One page of the user's quotes, newest first, on the (user, created) index; and how many in all. */
  async pageOwned(
    db: Reader,
    userId: string,
    page: number,
    pageSize: number,
  ): Promise<{ rows: QuoteRow[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(quotes)
        .where(eq(quotes.userId, userId))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(quotes).where(eq(quotes.userId, userId)),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },
};

/** A quote as its owner reads it. */
export interface QuoteWithLines {
  row: QuoteRow;
  lines: QuoteLine[];
  /** What was quoted, as saved: the rooms' plans are drawn from it. */
  cart: SavedBinder;
}

export const quoteView = ({ row, lines }: QuoteWithLines, now: Date): Quote => ({
  id: row.id,
  number: row.number,
  quotedAt: row.createdAt.toISOString(),
  validUntil: row.validUntil.toISOString(),
  expired: quoteExpired(row.validUntil, now),
  customerName: row.customerName,
  projectId: row.projectId,
  lines,
  totals: { subtotal: row.subtotalCents, freight: row.freightCents, tax: row.taxCents, total: row.totalCents },
});

/**
 * Quotes (issue 23, decision 0162): the binder or a project priced by the server for the
 * signed-in shopper and kept with its lines, read by its owner only.
 */
export const createQuoteService = (db: Database, clock: Clock, config: AppConfig) => {
  const load = async (user: ApiUser, id: string): Promise<QuoteWithLines> => {
    const row = await quoteRepository.findOwned(db, user.id, id);
    if (!row) throw notFound();
    const cart = v.parse(savedBinderSchema, row.cart);
    return { row, lines: await quoteRepository.linesOf(db, row.id), cart };
  };

  /** The contractor's company, from their approved Trade Pro application; none for anyone else. */
  const companyOf = async (user: ApiUser): Promise<string | undefined> => {
    if (!contractorTier(user.roles)) return undefined;
    const [application] = await db
      .select({ companyName: tradeApplications.companyName })
      .from(tradeApplications)
      .where(and(eq(tradeApplications.userId, user.id), eq(tradeApplications.status, 'approved')))
      .orderBy(desc(tradeApplications.createdAt))
      .limit(1);
    return application?.companyName;
  };

  return {
    load,
    view: (quote: QuoteWithLines): Quote => quoteView(quote, clock.now()),

    async create(user: ApiUser, request: v.InferOutput<typeof createQuoteSchema>): Promise<Quote> {
      const dayAgo = new Date(clock.now().getTime() - DAY_MS);
      if ((await quoteRepository.countSince(db, user.id, dayAgo)) >= QUOTES_PER_DAY)
        throw new HttpError(429, QUOTE_MESSAGES.tooManyQuotes, AUTH_ERROR_CODES.rateLimited);
      let chosen: SavedBinder;
      let projectId: string | null = null;
      if (request.projectId !== undefined) {
        const project = await projectRepository.findOwned(db, user.id, request.projectId);
        if (!project) throw new HttpError(404, QUOTE_MESSAGES.projectNotFound, 'PROJECT_NOT_FOUND');
        chosen = storedChoices(project);
        projectId = project.id;
      } else chosen = v.parse(savedBinderSchema, request.cart);
      const priced = await priceOrRefuse(db, chosen, user);
      const lines = quoteLines(priced.binder, contractorTier(user.roles));
      if (lines.length === 0) throw new HttpError(400, QUOTE_MESSAGES.emptyBinder, 'EMPTY_BINDER');
      const totals = quoteTotals(lines, config.freight, config.taxRatePercent);
      const now = clock.now();
      // The choices as the store spells them, each room's plan as pricing keeps it (reconciled with its items).
      const cart: SavedBinder = toSavedBinder(priced.binder);
      for (let attempt = 0; ; attempt += 1) {
        try {
          const row = await db.transaction(async (tx) => {
            const [inserted] = await tx
              .insert(quotes)
              .values({
                number: quoteNumber(now, suffix()),
                userId: user.id,
                customerName: `${user.first_name} ${user.last_name}`.trim() || user.email,
                cart,
                projectId,
                subtotalCents: totals.subtotal,
                freightCents: totals.freight,
                taxCents: totals.tax,
                totalCents: totals.total,
                validUntil: quoteValidUntil(now, config.quoteValidDays),
                createdAt: now,
              })
              .returning();
            if (!inserted) throw new Error('the quote was not written');
            await tx.insert(quoteLinesTable).values(
              lines.map((line, position) => ({
                quoteId: inserted.id,
                position,
                labelId: line.labelId,
                labelName: line.labelName,
                groupName: line.group,
                type: line.type,
                variation: line.variation,
                name: line.name,
                measurement: line.measurement,
                hasGlassDoor: line.hasGlassDoor,
                colorCode: line.colorCode,
                colorName: line.colorName,
                quantity: line.quantity,
                discountedPriceCents: line.discountedPrice,
                feesCents: line.fees,
                preAssemblyCents: line.preAssemblyFee,
                unitPriceCents: line.unitPrice,
                totalPriceCents: line.totalPrice,
                discountPercent: line.discountPercent,
              })),
            );
            return inserted;
          });
          return quoteView({ row, lines, cart }, now);
        } catch (error) {
          // Two quotes the same day drew the same four characters: draw again.
          if (!isUniqueViolation(error) || attempt >= 4) throw error;
        }
      }
    },

    /** A page of the user's quotes (decision 0151: page numbers, an exact total). */
    async list(user: ApiUser, { page, pageSize }: QuoteListQuery): Promise<QuoteList> {
      const now = clock.now();
      const { rows, total } = await quoteRepository.pageOwned(db, user.id, page, pageSize);
      const quotesShown = rows.map((row) => {
        const { id, number, quotedAt, validUntil, expired, totals } = quoteView(
          { row, lines: [], cart: row.cart as SavedBinder },
          now,
        );
        return { id, number, quotedAt, validUntil, expired, totals };
      });
      return { quotes: quotesShown, page, pageSize, total };
    },

    /**
     * The quote's rooms as a binder (Order from this quote): what was quoted, with its labels
     * and plans, priced today for the user like a project; items no longer sold are named.
     */
    async binder(user: ApiUser, quote: QuoteWithLines): Promise<QuoteBinder> {
      const priced = await priceForUser(db, quote.cart, user);
      return {
        cartData: binderAnswer(priced.binder),
        removed: priced.unknown.map(({ name, group }) => ({ name, group })),
      };
    },

    /**
     * The quote as a PDF: the shopper's own, or with a markup the contractor's client copy
     * (their company at its head, marked-up prices). The rooms' plans are drawn from what was
     * quoted, each piece by its catalogue row as it is now (sizes, not prices).
     */
    async pdf(
      user: ApiUser,
      quote: QuoteWithLines,
      markupPercent?: number,
    ): Promise<{ filename: string; content: Buffer }> {
      const copy = markupPercent === undefined ? undefined : await this.clientCopy(user, quote, markupPercent);
      const lines: PdfLine[] = copy
        ? copy.lines
        : quote.lines.map((line) => ({ ...line, itemPrice: line.discountedPrice }));
      const labelsWithPlans = quote.cart.labels.filter((label) => label.plan);
      const drawn =
        labelsWithPlans.length === 0
          ? []
          : (await priceForUser(db, quote.cart, user)).binder.labels.flatMap((label) => {
              const plan = labelsWithPlans.find((saved) => saved.id === label.id)?.plan;
              return plan ? [{ labelId: label.id, plan, items: label.items }] : [];
            });
      const content = await quotePdf({
        from: copy ? [copy.companyName] : [config.storeName, config.showroom.address, config.showroom.phone],
        number: quote.row.number,
        quotedAt: quote.row.createdAt,
        validUntil: quote.row.validUntil,
        customerName: copy ? null : quote.row.customerName,
        lines,
        plans: drawn,
        totals: copy
          ? copy.totals
          : {
              subtotal: quote.row.subtotalCents,
              freight: quote.row.freightCents,
              tax: quote.row.taxCents,
              total: quote.row.totalCents,
            },
      });
      return { filename: `${quote.row.number}${copy ? '-client' : ''}.pdf`, content };
    },

    /** A contractor's client copy: marked-up prices and their company; refused to anyone not an approved contractor. */
    async clientCopy(user: ApiUser, quote: QuoteWithLines, markupPercent: number): Promise<ClientCopy> {
      const companyName = await companyOf(user);
      if (companyName === undefined) throw new HttpError(403, QUOTE_MESSAGES.notContractor, 'NOT_CONTRACTOR');
      const lines = clientCopyLines(quote.lines, markupPercent);
      return {
        number: quote.row.number,
        quotedAt: quote.row.createdAt.toISOString(),
        validUntil: quote.row.validUntil.toISOString(),
        companyName,
        markupPercent,
        lines,
        totals: quoteTotals(lines, config.freight, config.taxRatePercent),
      };
    },
  };
};

export type QuoteService = ReturnType<typeof createQuoteService>;
