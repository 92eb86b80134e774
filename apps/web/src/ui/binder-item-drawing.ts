import type { BinderItem } from '@rta/domain/binder/item';
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
