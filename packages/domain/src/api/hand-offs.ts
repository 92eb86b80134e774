import * as v from 'valibot';
import { emailSchema } from '../accounts/rules.ts';
import { fields, requiredText, trimmed } from '../common/fields.ts';
import { binderAnswerSchema, removedItemSchema } from './cart.ts';
import { listPage, listPageSize } from './list-paging.ts';
import { projectCartDataSchema, projectNameSchema, projectSchema } from './projects.ts';
import {
  HAND_OFF_MESSAGES as M,
  HAND_OFF_NOTE_MAX,
  HAND_OFF_STATE_NAMES,
  STAFF_HAND_OFFS_PAGE_SIZE,
  STAFF_HAND_OFFS_PAGE_SIZE_MAX,
} from '../staff/hand-offs-constants.ts';

export * from '../staff/hand-offs-constants.ts';

/** The designer's hand-off (issue 23, decision 0163): what its calls take and answer. */

const whole = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const state = v.picklist(HAND_OFF_STATE_NAMES);

export const staffHandOffListQuerySchema = v.object({
  state: v.optional(v.picklist(HAND_OFF_STATE_NAMES, M.badState)),
  page: listPage,
  pageSize: listPageSize(STAFF_HAND_OFFS_PAGE_SIZE, STAFF_HAND_OFFS_PAGE_SIZE_MAX),
});
export type StaffHandOffListQuery = v.InferInput<typeof staffHandOffListQuerySchema>;

/** POST /api/staff/hand-offs: whom it is for, and the project's name. */
export const handOffCreateSchema = fields({ email: emailSchema, name: projectNameSchema });
export type HandOffCreate = v.InferInput<typeof handOffCreateSchema>;

/** PUT /api/staff/hand-offs/{id}: the draft's contents (the designer's binder), as a project takes them. */
export const handOffFillSchema = fields({ cartData: projectCartDataSchema });
export type HandOffFill = v.InferInput<typeof handOffFillSchema>;

/** POST /api/hand-offs/{id}/decline. */
export const handOffDeclineSchema = fields({
  note: requiredText(trimmed, M.noteRequired, HAND_OFF_NOTE_MAX, M.noteTooLong),
});
export type HandOffDecline = v.InferInput<typeof handOffDeclineSchema>;

export const staffHandOffSummarySchema = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  state,
  itemCount: whole,
  createdByEmail: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type StaffHandOffSummary = v.InferOutput<typeof staffHandOffSummarySchema>;

export const staffHandOffListSchema = v.object({
  handOffs: v.array(staffHandOffSummarySchema),
  total: whole,
  page: whole,
  pageSize: whole,
});
export type StaffHandOffList = v.InferOutput<typeof staffHandOffListSchema>;

/** What the customer and the console both see of the contents: priced now by the server. */
const contentsEntries = {
  cartData: binderAnswerSchema,
  linePrices: v.record(v.string(), v.object({ unitPrice: whole, totalPrice: whole })),
  total: whole,
  removed: v.array(removedItemSchema),
};

export const staffHandOffDetailSchema = v.object({
  ...staffHandOffSummarySchema.entries,
  ...contentsEntries,
  sentAt: v.nullable(v.string()),
  answeredAt: v.nullable(v.string()),
  declineNote: v.nullable(v.string()),
});
export type StaffHandOffDetail = v.InferOutput<typeof staffHandOffDetailSchema>;

/** GET /api/hand-offs/{id}: the customer's view, priced for them; nothing of other customers. */
export const handOffSchema = v.object({
  id: v.string(),
  name: v.string(),
  state,
  itemCount: whole,
  ...contentsEntries,
  sentAt: v.nullable(v.string()),
  answeredAt: v.nullable(v.string()),
  declineNote: v.nullable(v.string()),
  /** The project an accepted hand-off became, while the customer keeps it. */
  projectId: v.nullable(v.string()),
});
export type HandOff = v.InferOutput<typeof handOffSchema>;

/** GET /api/hand-offs: the hand-offs sent to the signed-in user's verified address, newest first (never a draft). */
export const customerHandOffSummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  state,
  sentAt: v.nullable(v.string()),
  answeredAt: v.nullable(v.string()),
});
export type CustomerHandOffSummary = v.InferOutput<typeof customerHandOffSummarySchema>;
export const customerHandOffListSchema = v.object({ handOffs: v.array(customerHandOffSummarySchema) });
export type CustomerHandOffList = v.InferOutput<typeof customerHandOffListSchema>;

export const handOffAcceptedSchema = v.object({ handOff: handOffSchema, project: projectSchema });
export type HandOffAccepted = v.InferOutput<typeof handOffAcceptedSchema>;

export const handOffDeletedSchema = v.object({ success: v.literal(true) });
