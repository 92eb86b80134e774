import { buildBinderItem, type BinderItem } from '@rta/domain/binder/item';
import type { Plan } from '@rta/domain/planner/plan';
import { quotePdf, type PdfLine } from '../apps/server/src/quotes/quote-pdf.ts';
import { ms, percentile } from './stats.ts';

/**
 * The PDF of a 100-line quote with 6 wall drawings (issue 23), made as the server makes it
 * (pdfkit, compressed): p50 and p95 of 40 runs after 5 untimed ones. Run alone:
 * `node --import tsx bench/quote-pdf.bench.ts`.
 */
const LINES = 100;
const WALLS = 6;

const item = (i: number): BinderItem => {
  const built = buildBinderItem(
    {
      data_type: i % 2 ? 'Wall Cabinets 30" High' : 'Base Cabinets',
      data_variation: '1 Door',
      data_name: i % 2 ? 'W1530' : 'B15',
      data_measure: i % 2 ? '15" W x 30" H x 12" D' : '15" W x 34.5" H x 24" D',
      currency_price: 20_000 + i,
      data_pprice: 4_000,
      data_gname: null,
      data_gprice: null,
      data_gline: null,
      data_line: 'SH',
      data_image: 'SH',
      data_group: 'Shaker',
      select_cat: i % 2 ? 'Wall' : 'Base',
    },
    { id: `item-${i}`, glassDoor: false, color: i % 3 ? null : { code: '6244.0', name: 'Naval', rgb: '#2f3d4c' } },
  );
  if (!built.ok) throw new Error(built.message);
  return built.item;
};

const items = Array.from({ length: LINES }, (_, i) => item(i));
const line = (source: BinderItem, index: number): PdfLine => ({
  labelId: 'kitchen',
  labelName: 'Kitchen',
  name: source.name,
  group: source.group,
  type: source.type,
  variation: source.variation,
  measurement: source.measurement,
  hasGlassDoor: false,
  colorCode: source.selectedColor?.code ?? null,
  colorName: source.selectedColor?.name ?? null,
  quantity: 1 + (index % 3),
  itemPrice: source.price,
  fees: source.paintLaborFee,
  totalPrice: (source.price + source.paintLaborFee) * (1 + (index % 3)),
});
// Six walls of 16 pieces each: 8 base, 8 wall cabinets.
const plan: Plan = {
  walls: Array.from({ length: WALLS }, (_, w) => ({
    id: `wall-${w}`,
    name: `Wall ${w + 1}`,
    length: 240,
    ceiling: 96,
    joinsNext: false,
    openings: [],
    base: Array.from({ length: 8 }, (_, p) => ({
      id: `b-${w}-${p}`,
      kind: 'piece' as const,
      itemId: `item-${w * 16 + p * 2}`,
    })),
    upper: Array.from({ length: 8 }, (_, p) => ({
      id: `u-${w}-${p}`,
      kind: 'piece' as const,
      itemId: `item-${w * 16 + p * 2 + 1}`,
    })),
  })),
};

const make = () =>
  quotePdf({
    from: ['RTA Cabinet Store', '1200 Cabinet Row, Springfield, IL 62701', '(217) 555-0142'],
    number: 'Q-20261126-BNCH',
    quotedAt: new Date('2026-11-26T12:00:00Z'),
    validUntil: new Date('2026-12-26T12:00:00Z'),
    customerName: 'Ann Lee',
    lines: items.map(line),
    plans: [{ labelId: 'kitchen', plan, items }],
    totals: { subtotal: 5_000_000, freight: 0, tax: 350_000, total: 5_350_000 },
  });

export const runQuotePdfBench = async () => {
  console.log(`Quote PDF: ${LINES} lines, ${WALLS} wall drawings`);
  for (let i = 0; i < 5; i++) await make();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 40; i++) {
    const start = performance.now();
    bytes = (await make()).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  console.log(`  p50 ${ms(p50)}  p95 ${ms(p95)}  (${Math.round(bytes / 1024)} KiB)`);
  return { p50, p95 };
};

if (import.meta.url === `file://${process.argv[1]}`) await runQuotePdfBench();
