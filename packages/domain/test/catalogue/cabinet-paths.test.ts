import { describe, expect, it } from 'vitest';
import {
  cabinetBreadcrumbs,
  cabinetDescription,
  cabinetPageTitle,
  cabinetPath,
  cabinetTitle,
  findCabinet,
  parseCabinetPath,
  relatedCabinets,
  slug,
  storeFilterPath,
} from '../../src/catalogue/cabinet-paths.ts';

const row = (data_group: string, data_name: string, data_type = 'Base Cabinets', select_cat = 'Base') => ({
  data_group,
  data_name,
  data_type,
  data_variation: '2 Doors',
  select_cat,
});

describe('cabinet pages: the slug rule', () => {
  it('writes door styles and SKUs in lower case, with one hyphen for each run of anything else', () => {
    expect(slug('Shaker')).toBe('shaker');
    expect(slug('Slim Shaker')).toBe('slim-shaker');
    expect(slug('B24')).toBe('b24');
    expect(slug('  W30 / 36"  High ')).toBe('w30-36-high');
    expect(slug('Ünïcode–Style')).toBe('n-code-style');
  });

  it('gives each cabinet one path, which reads back as its slugs', () => {
    expect(cabinetPath(row('Slim Shaker', 'VSB3021DL'))).toBe('/cabinets/slim-shaker/vsb3021dl');
    expect(parseCabinetPath('/cabinets/slim-shaker/vsb3021dl')).toEqual({ style: 'slim-shaker', sku: 'vsb3021dl' });
    expect(parseCabinetPath('/cabinets/shaker/b24/')).toEqual({ style: 'shaker', sku: 'b24' });
  });

  it('reads no other spelling as a cabinet path', () => {
    for (const path of [
      '/cabinets/Shaker/B24',
      '/cabinets/shaker',
      '/cabinets/shaker/b24/more',
      '/cabinets//b24',
      '/cabinets/slim%20shaker/b24',
      '/store',
      `/cabinets/shaker/${'b'.repeat(81)}`,
    ]) {
      expect(parseCabinetPath(path), path).toBeUndefined();
    }
  });

  it('finds a cabinet by its slugs among the visible rows', () => {
    const rows = [row('Shaker', 'B24'), row('Slim Shaker', 'B24')];
    expect(findCabinet(rows, 'slim-shaker', 'b24')).toBe(rows[1]);
    expect(findCabinet(rows, 'shaker', 'b27')).toBeUndefined();
  });

  it('links a cabinet to its other widths and its other door styles', () => {
    const b24 = row('Shaker', 'B24');
    const rows = [
      row('Shaker', 'B09'),
      b24,
      row('Shaker', 'B30'),
      row('Shaker', 'DB24', 'Drawer Base Cabinets'),
      row('Shaker', 'W2430', 'Base Cabinets', 'Wall'),
      row('Slim Shaker', 'B24'),
      row('Slim Shaker', 'B30'),
    ];
    const related = relatedCabinets(rows, b24);
    expect(related.widths.map((r) => r.data_name)).toEqual(['B09', 'B30']);
    expect(related.styles.map((r) => `${r.data_group} ${r.data_name}`)).toEqual(['Slim Shaker B24']);
  });

  it("titles a cabinet's page '<SKU> <type>' and filters the store to its category and door style", () => {
    expect(cabinetTitle(row('Shaker', 'B24'))).toBe('B24 Base Cabinets');
    expect(storeFilterPath('Base', 'Shaker', 'Shaker')).toBe('/store?category=Base');
    expect(storeFilterPath('Wall', 'Slim Shaker', 'Shaker')).toBe('/store?category=Wall&group=Slim%20Shaker');
  });
});

describe("a cabinet page's head (issue 21)", () => {
  const b24 = {
    data_group: 'Slim Shaker',
    data_name: 'B24',
    select_cat: 'Base',
    data_type: 'Base Cabinets',
    data_variation: '1 Door 1 Drawer',
    data_measure: '24"W x 34.5"H x 24"D',
    currency_price: 18_900,
  };

  it("titles it '<SKU> <type> | <brand>' and describes it with its measurements and price", () => {
    expect(cabinetPageTitle(b24, 'Acme')).toBe('B24 Base Cabinets | Acme');
    expect(cabinetDescription(b24)).toBe(
      'B24 Base Cabinets in the Slim Shaker door style: 1 Door 1 Drawer, 24"W x 34.5"H x 24"D. $189.00, ready to assemble.',
    );
  });

  it('leads its breadcrumbs from the store through its category and type, in its door style, to itself', () => {
    expect(cabinetBreadcrumbs(b24, 'Shaker')).toEqual([
      { name: 'Store', path: '/store' },
      { name: 'Base', path: '/store?category=Base&group=Slim%20Shaker' },
      { name: 'Base Cabinets', path: '/store?category=Base&group=Slim%20Shaker' },
      { name: 'B24', path: '/cabinets/slim-shaker/b24' },
    ]);
  });
});
