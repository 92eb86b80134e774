import * as v from 'valibot';
import { binderItemSchema, type BinderItem } from './item.ts';
import type { Binder, Label } from './binder.ts';
import { NO_CONTRACTOR, itemFromChoice, rowSells } from './item-from-row.ts';
import { NOT_KEPT_MESSAGES } from './messages.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from './ops.ts';
import { catalogueRowSchema, paintColorSchema } from '../catalogue/catalogue.ts';
import { isFields, isText, isWhole } from '../common/value-check.ts';
import type { Plan } from '../planner/plan.ts';

/*
 * The binder stored on this device, read back item by item (issue 19): one value edited or
 * damaged loses that item, never the binder.
 *
 * What the store can read of an item is what the shopper chose (id, group, SKU name,
 * quantity, colour) and the catalogue row it was built from (originalItem). Everything else,
 * prices, fees, sizes and flags, is built again from that row as repriceItem does (the
 * server prices it again anyway, from its own catalogue); a field the store no longer keeps
 * on an item (the pre-assembly fee, which follows the binder's choice) is left behind. An item whose choices or row cannot
 * be read, or whose row does not sell its SKU in its group, is left out, and so is one whose
 * quantity is anything but a whole number from 1 to 999 (a missing one is 1, as the schema
 * has it): how many the shopper wanted is theirs to say, not ours to guess. A label needs its
 * id and name; it keeps the items of it that can be read.
 */

/** What could not be kept, by the name the shopper knows it by where that can be read. */
export type Lost =
  | { kind: 'item'; name: string | null; group: string | null }
  | { kind: 'label'; name: string | null }
  /** A label kept, but what it held was not a list. */
  | { kind: 'labelItems'; name: string }
  /** A label kept, but its room's plan could not be read (issue 22). */
  | { kind: 'labelPlan'; name: string }
  /** A whole stored key that is not JSON or not what the key holds. */
  | { kind: 'key'; key: 'items' | 'labels' | 'preAssembly' };

/** The text of each binder key in local storage; null where nothing is stored. */
export interface StoredBinderTexts {
  items: string | null;
  labels: string | null;
  preAssembly: string | null;
}

export interface RecoveredBinder {
  binder: Binder;
  lost: Lost[];
}

/**
 * A room's stored plan, as its schema reads it (binder/plan-recovery.ts), or undefined where the
 * schema refuses it: passed in, so that reading a binder without plans (checkout waits for it)
 * does not load the plan's schemas.
 */
export type PlanReader = (value: unknown) => Plan | undefined;

/** labelSchema's limit on a label's items. */
const LABEL_ITEMS_MAX = 500;

type Place = { id: string; name: string } | null;

/** What a schema makes of a value, or undefined where it refuses it. */
const parsed = <S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> | undefined => {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : undefined;
};

/** An item built again from what the shopper chose and its catalogue row; undefined where that cannot be read. */
const recoverItem = (value: unknown, label: Place): BinderItem | undefined => {
  if (!isFields(value)) return undefined;
  const { id, group, name } = value;
  const quantity = value.quantity === undefined ? QUANTITY_MIN : value.quantity;
  const selectedColor = value.selectedColor === null ? null : parsed(paintColorSchema, value.selectedColor);
  const row = parsed(catalogueRowSchema, value.originalItem);
  if (!isText(id, 1, 64) || !isText(group, 1, 60) || !isText(name, 1, 40) || selectedColor === undefined || !row)
    return undefined;
  if (!isWhole(quantity) || quantity < QUANTITY_MIN || quantity > QUANTITY_MAX) return undefined;
  if (row.data_group !== group || !rowSells(row, name)) return undefined;
  const candidate = itemFromChoice(
    { id, name, quantity, selectedColor, ...(label && { labelId: label.id, labelName: label.name }) },
    row,
    // The flags never price anything in the browser (the session's tier does); the server sets them.
    parsed(binderItemSchema.entries.contractorInfo, value.contractorInfo) ?? { ...NO_CONTRACTOR },
  );
  // The row itself may break the schema's limits (a type of 200 characters): then it is not ours.
  return parsed(binderItemSchema, candidate);
};

const lostItem = (value: unknown): Lost => {
  const fields = isFields(value) ? value : {};
  return {
    kind: 'item',
    name: isText(fields.name, 1, 40) ? fields.name : null,
    group: isText(fields.group, 1, 60) ? fields.group : null,
  };
};

/** Each item that can be read, up to `max`; the rest reported. */
const recoverList = (values: unknown[], label: Place, lost: Lost[], max = Number.POSITIVE_INFINITY): BinderItem[] => {
  const kept: BinderItem[] = [];
  for (const value of values) {
    const item = kept.length < max ? recoverItem(value, label) : undefined;
    if (item) kept.push(item);
    else lost.push(lostItem(value));
  }
  return kept;
};

const labelName = (value: unknown): string | null => {
  const trimmed = typeof value === 'string' ? value.trim() : undefined;
  return isText(trimmed, 1, 100) ? trimmed : null;
};

const recoverLabel = (value: unknown, lost: Lost[], readPlan: PlanReader | undefined): Label | undefined => {
  const fields = isFields(value) ? value : {};
  const { id } = fields;
  const name = labelName(fields.name);
  if (!isFields(value) || !isText(id, 1, 64) || name === null) {
    lost.push({ kind: 'label', name });
    return undefined;
  }
  const plan = recoverPlan(value.plan, name, lost, readPlan);
  const withPlan = plan ? { plan } : {};
  if (!Array.isArray(value.items)) {
    lost.push({ kind: 'labelItems', name });
    return { id, name, items: [], isLabel: true, ...withPlan };
  }
  return {
    id,
    name,
    items: recoverList(value.items, { id, name }, lost, LABEL_ITEMS_MAX),
    isLabel: true,
    ...withPlan,
  };
};

/**
 * A label's plan as stored, whole or not at all: a plan is one drawing, and half a wall is no
 * plan. Its pieces are matched to the label's items where it is shown (planner/reconcile.ts).
 */
const recoverPlan = (
  value: unknown,
  name: string,
  lost: Lost[],
  readPlan: PlanReader | undefined,
): Plan | undefined => {
  if (!isStoredPlan(value)) return undefined;
  const plan = readPlan?.(value);
  if (!plan) lost.push({ kind: 'labelPlan', name });
  return plan;
};

const isStoredPlan = (value: unknown): boolean => value !== undefined && value !== null;

type Parsed = { stored: false } | { stored: true; value: unknown } | { stored: true; junk: true };
const parse = (text: string | null): Parsed => {
  if (text === null) return { stored: false };
  try {
    return { stored: true, value: JSON.parse(text) as unknown };
  } catch {
    return { stored: true, junk: true };
  }
};

/** A stored list, or undefined (and the key reported) where the key holds anything else. */
const listOf = (text: string | null, key: 'items' | 'labels', lost: Lost[]): unknown[] => {
  const parsed = parse(text);
  if (!parsed.stored) return [];
  if ('value' in parsed && Array.isArray(parsed.value)) return parsed.value;
  lost.push({ kind: 'key', key });
  return [];
};

/**
 * The binder as stored, with every item and label that can be read, and what could not be
 * kept. Each key stands alone: junk in one leaves the others as they are. A plan is read by
 * `readPlan`; without one (binder/stored-plans.ts said there are none), a plan found is not kept.
 */
export const recoverBinder = (texts: StoredBinderTexts, readPlan?: PlanReader): RecoveredBinder => {
  const lost: Lost[] = [];
  const flag = parse(texts.preAssembly);
  const readFlag = flag.stored && 'value' in flag && typeof flag.value === 'boolean' ? flag.value : undefined;
  if (flag.stored && readFlag === undefined) lost.push({ kind: 'key', key: 'preAssembly' });
  const preAssembly = readFlag ?? false;
  const items = recoverList(listOf(texts.items, 'items', lost), null, lost);
  const labels = listOf(texts.labels, 'labels', lost).flatMap((value) => recoverLabel(value, lost, readPlan) ?? []);
  return { binder: { items, labels, preAssembly }, lost };
};

/** Item names the message spells out; more are counted. */
const NAMED_ITEMS_AT_MOST = 5;

/** What the shopper is told of what could not be kept, or null when everything was. */
export const notKeptMessage = (lost: readonly Lost[]): string | null => {
  if (lost.length === 0) return null;
  const keys: string[] = [];
  const labels: string[] = [];
  const items: string[] = [];
  let otherItems = 0;
  let otherLabels = 0;
  for (const one of lost) {
    if (one.kind === 'key') keys.push(NOT_KEPT_MESSAGES[one.key]);
    else if (one.kind === 'labelItems') labels.push(NOT_KEPT_MESSAGES.labelItems(one.name));
    else if (one.kind === 'labelPlan') labels.push(NOT_KEPT_MESSAGES.labelPlan(one.name));
    else if (one.kind === 'label') {
      if (one.name === null) otherLabels += 1;
      else labels.push(NOT_KEPT_MESSAGES.label(one.name));
    } else if (one.name !== null && items.length < NAMED_ITEMS_AT_MOST)
      items.push(NOT_KEPT_MESSAGES.item(one.name, one.group));
    else otherItems += 1;
  }
  const others = [
    ...(otherItems > 0 ? [NOT_KEPT_MESSAGES.otherItems(otherItems)] : []),
    ...(otherLabels > 0 ? [NOT_KEPT_MESSAGES.otherLabels(otherLabels)] : []),
  ];
  return NOT_KEPT_MESSAGES.message([...keys, ...labels, ...items, ...others]);
};
