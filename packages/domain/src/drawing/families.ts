import { offsetX, rect, rehang, shiftPart, type CabinetPart, type CabinetSpec, type FamilyLayout } from './parts.ts';
import { doorCount, framedCabinet } from './sections.ts';
import {
  baseCabinet,
  blindCornerBase,
  drawerBase,
  farmSinkBase,
  lazySusanBase,
  pullOutBase,
  sinkBase,
} from './families-base.ts';
import { kneeDrawer, linenCabinet, vanityDrawerBase, vanitySinkBase } from './families-vanity.ts';
import { ovenCabinet, tallCabinet, wallBlindCorner, wallCabinet, wallDiagonalCorner } from './families-wall-tall.ts';
import { flatBoard, isMoulding, moulding, shelf, tray } from './families-accessories.ts';

/** Which family draws a SKU, by its letter prefix as the RTA industry uses them. */
type Builder = (spec: CabinetSpec) => FamilyLayout;

const BUILDERS: Record<string, Builder> = {
  B: baseCabinet,
  DB: drawerBase,
  SB: sinkBase,
  FSB: farmSinkBase,
  BLS: lazySusanBase,
  BBC: blindCornerBase,
  BPO: pullOutBase,
  BWB: pullOutBase,
  W: wallCabinet,
  WDC: wallDiagonalCorner,
  WBC: wallBlindCorner,
  VSB: vanitySinkBase,
  VDB: vanityDrawerBase,
  VLC: linenCabinet,
  VKD: kneeDrawer,
  P: tallCabinet,
  U: tallCabinet,
  OV: ovenCabinet,
  OVD: ovenCabinet,
  BF: flatBoard,
  WF: flatBoard,
  TF: flatBoard,
  BP: flatBoard,
  WP: flatBoard,
  TP: flatBoard,
  DWR: flatBoard,
  WSH: shelf,
  BSH: shelf,
  FLS: shelf,
  ROT: tray,
};

/** An unknown SKU still gets a cabinet of the right proportions, guided by its category and names. */
const fallbackLayout = (spec: CabinetSpec): FamilyLayout => {
  const hints = `${spec.type} ${spec.variation}`;
  if (spec.category === 'Accessories') return flatBoard(spec);
  if (/drawer/i.test(hints) && !/door/i.test(hints)) return { ...drawerBase(spec), family: 'unknown' };
  if (/sink/i.test(hints)) return { ...sinkBase(spec), family: 'unknown' };
  if (spec.heightIn >= 60) return { ...tallCabinet(spec), family: 'unknown' };
  const onFloor = spec.category !== 'Wall';
  const fill = {
    kind: 'doors',
    count: doorCount(spec.widthIn),
    handle: onFloor ? 'top' : 'bottom',
    shelves: 1,
    glass: spec.glass,
  } as const;
  return framedCabinet(spec, 'unknown', { fill }, { toeKick: onFloor });
};

/** Two cabinets sold joined (B09B21, SB36SB42): each half laid out on its own, side by side. */
const COMBO = /^([A-Z]+)(\d{2})([A-Z]+)(\d{2})$/;

/** A lone door in the right half hinges on the right, so it swings clear of the left cabinet. */
const singleDoor = (half: FamilyLayout, part: CabinetPart): boolean =>
  part.kind === 'door' && half.parts.filter((p) => p.kind === 'door' && p.rect.y === part.rect.y).length === 1;

const comboLayout = (spec: CabinetSpec): FamilyLayout | null => {
  const [, leftPrefix, leftWidth, rightPrefix, rightWidth] = COMBO.exec(spec.sku) ?? [];
  if (!leftPrefix || !leftWidth || !rightPrefix || !rightWidth) return null;
  const left = BUILDERS[leftPrefix];
  const right = BUILDERS[rightPrefix];
  if (!left || !right) return null;
  // The SKU's halves may not add up to the measured width exactly; share the measured width in their ratio.
  const scale = spec.widthIn / (Number(leftWidth) + Number(rightWidth));
  const leftIn = Number(leftWidth) * scale;
  const first = left({
    ...spec,
    sku: `${leftPrefix}${leftWidth}`,
    prefix: leftPrefix,
    digits: leftWidth,
    variation: '',
    widthIn: leftIn,
  });
  const second = right({
    ...spec,
    sku: `${rightPrefix}${rightWidth}`,
    prefix: rightPrefix,
    digits: rightWidth,
    variation: '',
    widthIn: spec.widthIn - leftIn,
  });
  return {
    family: 'combo',
    box: rect(0, 0, spec.widthIn, spec.heightIn),
    toeKick: first.toeKick ? { ...first.toeKick, w: spec.widthIn } : null,
    faceFrame: first.faceFrame ? { ...first.faceFrame, w: spec.widthIn } : null,
    openings: [...first.openings, ...second.openings.map((o) => ({ ...o, rect: offsetX(o.rect, leftIn) }))],
    parts: [
      ...first.parts,
      ...second.parts.map((part) => shiftPart(singleDoor(second, part) ? rehang(part, 'right') : part, leftIn)),
    ],
    seams: [leftIn],
  };
};

export const familyLayout = (spec: CabinetSpec): FamilyLayout => {
  const combo = comboLayout(spec);
  if (combo) return combo;
  if (isMoulding(spec.prefix)) return moulding(spec);
  const builder = BUILDERS[spec.prefix];
  return builder ? builder(spec) : fallbackLayout(spec);
};
