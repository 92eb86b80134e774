import type { BinderItem } from '@rta/domain/binder/item';
import type { CatalogueRow, PaintColor } from '@rta/domain/catalogue/catalogue';
import type { CabinetDrawingProps } from './cabinet-drawing.tsx';

/** What a binder item's drawing shows: its cabinet, door and colour (the binder panel and checkout draw it so). */
export const itemDrawing = (item: BinderItem): CabinetDrawingProps => ({
  name: item.originalItem.data_name,
  measure: item.measurement,
  category: item.category,
  type: item.type,
  variation: item.variation,
  group: item.group,
  glassDoor: item.hasGlassDoor,
  color: item.selectedColor,
});

/** What a catalogue row's drawing shows (store cards, search results, the cabinet page, the paint preview). */
export const rowDrawing = (
  row: CatalogueRow,
  glassDoor = false,
  color: PaintColor | null = null,
): CabinetDrawingProps => ({
  name: row.data_name,
  measure: row.data_measure,
  category: row.select_cat,
  type: row.data_type,
  variation: row.data_variation,
  group: row.data_group,
  glassDoor,
  color,
});
