import type { CatalogueRow } from '../src/catalogue.ts';

export const row = (overrides: Partial<CatalogueRow> = {}): CatalogueRow => ({
  data_type: 'Wall Cabinets 30" High',
  data_variation: '2 Doors',
  data_name: 'W3030',
  data_measure: '30" W x 30" H x 12" D',
  currency_price: 33_000,
  data_pprice: 6_500,
  data_gname: 'W3030GD',
  data_gprice: 9_000,
  data_gline: 'SH-W3030GD',
  data_line: 'SH-WALL',
  data_image: 'SH-W3030',
  data_group: 'Shaker',
  select_cat: 'Wall',
  ...overrides,
});
