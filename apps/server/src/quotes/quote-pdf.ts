import PDFDocument from 'pdfkit';
import type { BinderItem } from '@rta/domain/binder/item';
import { UNLABELLED_GROUP } from '@rta/domain/orders/constants';
import { formatCents } from '@rta/domain/pricing/money';
import type { Plan } from '@rta/domain/planner/plan';
import { itemsById } from '@rta/domain/planner/layout';
import { planLayout } from '@rta/domain/planner/plan-layout';
import type { OrderTotals } from '@rta/domain/checkout/rules';

/** One line as the PDF prints it: the shopper's quote or the contractor's client copy. */
export interface PdfLine {
  labelId: string | null;
  labelName: string | null;
  name: string;
  group: string;
  type: string;
  variation: string;
  measurement: string;
  hasGlassDoor: boolean;
  colorCode: string | null;
  colorName: string | null;
  quantity: number;
  /** One item before fees. */
  itemPrice: number;
  fees: number;
  totalPrice: number;
}

/** A room whose label has a plan: its walls drawn from the items of the label. */
export interface PdfRoomPlan {
  labelId: string;
  plan: Plan;
  items: readonly BinderItem[];
}

export interface QuotePdf {
  /** Who the quote is from: the store (name, address, phone) or, on a client copy, the contractor's company. */
  from: string[];
  number: string;
  quotedAt: Date;
  validUntil: Date;
  /** 'Prepared for' the shopper; on a client copy, not printed. */
  customerName: string | null;
  lines: readonly PdfLine[];
  plans: readonly PdfRoomPlan[];
  totals: OrderTotals;
}

const MARGIN = 36;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const COLUMNS = [
  { title: 'SKU', width: 62 },
  { title: 'Description', width: 140 },
  { title: 'Door style', width: 58 },
  { title: 'Colour', width: 84 },
  { title: 'Qty', width: 26, right: true },
  { title: 'Unit price', width: 56, right: true },
  { title: 'Fees', width: 48, right: true },
  { title: 'Line total', width: 66, right: true },
] as const;

const dateText = (date: Date): string =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const cells = (line: PdfLine): string[] => [
  line.name,
  [line.type, line.variation, line.measurement, line.hasGlassDoor ? 'glass door' : ''].filter(Boolean).join(', '),
  line.group,
  line.colorName ? `${line.colorName}${line.colorCode ? ` (${line.colorCode})` : ''}` : 'Unfinished',
  String(line.quantity),
  formatCents(line.itemPrice),
  formatCents(line.fees),
  formatCents(line.totalPrice),
];

/** The rooms in the order the lines come: the binder's loose items, then each label. */
const rooms = (lines: readonly PdfLine[]) => {
  const byRoom = new Map<string, { name: string; labelId: string | null; lines: PdfLine[] }>();
  for (const line of lines) {
    const key = line.labelId ?? '';
    const room = byRoom.get(key) ?? { name: line.labelName ?? UNLABELLED_GROUP, labelId: line.labelId, lines: [] };
    room.lines.push(line);
    byRoom.set(key, room);
  }
  return [...byRoom.values()];
};

/**
 * The quote as a PDF (issue 23): pdfkit's own drawing, no browser. Each room's plan is drawn as
 * vectors: every wall as an elevation, its cabinets and spaces as rectangles with their SKUs,
 * windows and doors dashed.
 */
export const quotePdf = (quote: QuotePdf): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      info: { Title: `Quote ${quote.number}`, Author: quote.from[0] ?? '' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const width = doc.page.width - 2 * MARGIN;
    const bottom = () => doc.page.height - MARGIN;
    const room = (height: number) => {
      if (doc.y + height > bottom()) doc.addPage();
    };

    // Who it is from, and the quote's number and dates.
    const [firstLine, ...rest] = quote.from;
    doc
      .font(BOLD)
      .fontSize(16)
      .text(firstLine ?? '', MARGIN, MARGIN);
    doc.font(FONT).fontSize(9);
    for (const line of rest) doc.text(line);
    doc.moveDown();
    doc.font(BOLD).fontSize(13).text(`Quote ${quote.number}`);
    doc.font(FONT).fontSize(9);
    doc.text(`Date: ${dateText(quote.quotedAt)}`);
    doc.text(`Valid until: ${dateText(quote.validUntil)}`);
    if (quote.customerName) doc.text(`Prepared for: ${quote.customerName}`);
    doc.moveDown();

    const header = () => {
      room(30);
      let x = MARGIN;
      const y = doc.y;
      doc.font(BOLD).fontSize(8);
      for (const column of COLUMNS) {
        doc.text(column.title, x, y, { width: column.width - 4, align: 'right' in column ? 'right' : 'left' });
        x += column.width;
      }
      doc
        .moveTo(MARGIN, doc.y + 2)
        .lineTo(MARGIN + width, doc.y + 2)
        .lineWidth(0.5)
        .stroke();
      doc.y += 5;
      doc.font(FONT);
    };

    for (const current of rooms(quote.lines)) {
      room(60);
      doc.font(BOLD).fontSize(11).text(current.name, MARGIN, doc.y);
      doc.moveDown(0.3);
      header();
      for (const line of current.lines) {
        const texts = cells(line);
        doc.fontSize(8);
        const height = Math.max(
          ...texts.map((text, index) => doc.heightOfString(text, { width: (COLUMNS[index]?.width ?? 40) - 4 })),
        );
        if (doc.y + height > bottom()) {
          doc.addPage();
          header();
        }
        const y = doc.y;
        let x = MARGIN;
        texts.forEach((text, index) => {
          const column = COLUMNS[index];
          if (!column) return;
          doc.text(text, x, y, { width: column.width - 4, align: 'right' in column ? 'right' : 'left' });
          x += column.width;
        });
        doc.y = y + height + 3;
      }
      const drawing = current.labelId === null ? undefined : quote.plans.find((p) => p.labelId === current.labelId);
      if (drawing) drawPlan(doc, drawing, width, room);
      doc.moveDown();
    }

    // The totals.
    room(70);
    const totals: [string, number][] = [
      ['Subtotal', quote.totals.subtotal],
      ['Freight estimate (delivery)', quote.totals.freight],
      ['Tax', quote.totals.tax],
      ['Total', quote.totals.total],
    ];
    for (const [label, amount] of totals) {
      const y = doc.y;
      doc.font(label === 'Total' ? BOLD : FONT).fontSize(label === 'Total' ? 11 : 9);
      doc.text(label, MARGIN + width - 260, y, { width: 170, align: 'right' });
      doc.text(formatCents(amount), MARGIN + width - 90, y, { width: 90, align: 'right' });
    }
    doc.moveDown();
    doc
      .font(FONT)
      .fontSize(8)
      .text(
        `Prices hold until ${dateText(quote.validUntil)}. Ordering from this quote charges each line's quoted price, or today's price if lower.`,
        MARGIN,
        doc.y,
        { width },
      );
    doc.end();
  });

/** Every wall of a room's plan as an elevation: the wall, its openings dashed, each slot a labelled rectangle. */
const drawPlan = (doc: PDFKit.PDFDocument, drawing: PdfRoomPlan, width: number, room: (height: number) => void) => {
  for (const { wall, layout } of planLayout(drawing.plan, itemsById(drawing.items))) {
    const scale = Math.min(width / wall.length, 150 / wall.ceiling);
    const height = wall.ceiling * scale;
    room(height + 30);
    doc
      .font(BOLD)
      .fontSize(9)
      .text(`${wall.name} (elevation)`, MARGIN, doc.y + 4);
    const top = doc.y + 4;
    const floor = top + height;
    doc
      .lineWidth(0.8)
      .rect(MARGIN, top, wall.length * scale, height)
      .stroke();
    doc.save().dash(3, { space: 2 }).lineWidth(0.5);
    for (const opening of wall.openings)
      doc
        .rect(
          MARGIN + opening.from * scale,
          floor - (opening.sill + opening.height) * scale,
          opening.width * scale,
          opening.height * scale,
        )
        .stroke();
    doc.restore();
    doc.font(FONT).fontSize(6).lineWidth(0.5);
    for (const placed of [...layout.base, ...layout.upper]) {
      const x = MARGIN + placed.x * scale;
      const y = floor - (placed.bottom + placed.height) * scale;
      doc.rect(x, y, placed.width * scale, placed.height * scale).stroke();
      doc.text(placed.label, x + 1, y + 2, { width: Math.max(placed.width * scale - 2, 1), lineBreak: false });
    }
    doc.y = floor + 6;
  }
};
