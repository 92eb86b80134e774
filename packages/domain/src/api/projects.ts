import * as v from 'valibot';
import { fields, requiredText, trimmed } from '../common/fields.ts';
import { binderAnswerSchema, savedBinderSchema, removedItemSchema } from './cart.ts';

/**
 * Projects: the binder saved under a name (spec §2 Project bar, §3 Project, §7). A project
 * is stored as the shopper's choices only, like the cart; the server prices it each time
 * it is read, so a project never carries a stale or tampered price.
 */
export const PROJECTS_API_PATH = '/api/projects';
/** Spec §7: the older update path, used for rename and update; takes snake_case cart_data. */
export const PROJECT_UPDATE_METHOD_PATH = '/api/method/wbc_ecomm.api.update_project';

export const PROJECT_LIMITS = { name: 100, perUser: 100 } as const;

export const PROJECT_MESSAGES = {
  nameRequired: 'Project name is required.',
  nameTooLong: `A project name has at most ${PROJECT_LIMITS.name} characters.`,
  nameTaken: (name: string) => `You already have a project named '${name}'. Choose another name.`,
  tooMany: `You can keep at most ${PROJECT_LIMITS.perUser} projects. Delete one to create another.`,
  cartDataRequired: "cartData is required: the binder's items and labels.",
  nothingToUpdate: 'Send a name or cart_data to update.',
  confirmDelete: 'Are you sure you want to delete this project? This action cannot be undone.',
  includesItems: (count: number) => `This project will include ${count} current ${count === 1 ? 'item' : 'items'}`,
  // Spec §8 Projects.
  loadFailed: 'Failed to load projects. Please try again.',
  createFailed: 'Failed to create project',
  notFound: 'Project not found',
  switchFailed: 'Failed to switch project. Please try again.',
  saveFailed: 'Failed to save project. Please try again.',
  deleteFailed: 'Failed to delete project. Please try again.',
  renameFailed: 'Failed to rename project',
  updateFailed: 'Failed to update project',
} as const;

export const PROJECT_ERROR_CODES = {
  notFound: 'PROJECT_NOT_FOUND',
  nameTaken: 'PROJECT_NAME_TAKEN',
  tooMany: 'PROJECT_LIMIT',
} as const;

/** Spec §5: a project name is required (trimmed) for create and rename. */
export const projectNameSchema = requiredText(
  trimmed,
  PROJECT_MESSAGES.nameRequired,
  PROJECT_LIMITS.name,
  PROJECT_MESSAGES.nameTooLong,
);

/**
 * A project's contents as sent: the cart's choices (items, labels) and the pre-assembly
 * choice, which defaults to off since spec §3 names only items and labels.
 */
export const projectCartDataSchema = v.pipe(
  v.looseObject({ preAssembly: v.optional(v.boolean(), false) }, PROJECT_MESSAGES.cartDataRequired),
  // The cart's own rules (choices only, sizes, quantities, unique ids) apply unchanged.
  savedBinderSchema,
);
export type ProjectCartData = v.InferInput<typeof projectCartDataSchema>;

/** POST /api/projects and PUT /api/projects/{id}. */
export const projectSaveSchema = fields({ name: projectNameSchema, cartData: projectCartDataSchema });
export type ProjectSave = v.InferInput<typeof projectSaveSchema>;

/** PUT /api/method/wbc_ecomm.api.update_project/{id}: either or both, so a rename need not resend the binder. */
export const projectMethodUpdateSchema = v.pipe(
  v.object({ name: v.optional(projectNameSchema), cart_data: v.optional(projectCartDataSchema) }),
  v.check((body) => body.name !== undefined || body.cart_data !== undefined, PROJECT_MESSAGES.nothingToUpdate),
);
export type ProjectMethodUpdate = v.InferInput<typeof projectMethodUpdateSchema>;

/** A project as the server answers it: priced now for the signed-in user. */
export const projectSchema = v.object({
  id: v.string(),
  name: v.string(),
  cartData: binderAnswerSchema,
  updatedAt: v.string(),
  /** Item lines, counting those inside labels (the dropdown's '(N items)'). */
  itemCount: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  /** Items left out because their SKU or colour is no longer sold. */
  removed: v.array(removedItemSchema),
});
export type Project = v.InferOutput<typeof projectSchema>;

export const projectListSchema = v.object({ projects: v.array(projectSchema) });
export const projectSavedSchema = v.object({ success: v.literal(true), project: projectSchema });
export const projectDeletedSchema = v.object({ success: v.literal(true) });
/** Frappe-style answer of the method path: the return value under `message`. */
export const projectMethodAnswerSchema = v.object({ message: projectSchema });
