import { memo, useMemo } from 'react';
import { cabinetLayout } from '@rta/domain/drawing/layout';
import { cabinetShades, NATURAL_MAPLE_RGB } from '@rta/domain/drawing/paint-shades';
import { asGroup, FrontView, type CabinetDrawingProps } from './cabinet-drawing.tsx';

type FrontProps = Pick<
  CabinetDrawingProps,
  'name' | 'measure' | 'category' | 'type' | 'variation' | 'glassDoor' | 'group' | 'color'
> & {
  /** Where and how large, in the user units (inches) of the drawing it is placed in. */
  x: number;
  y: number;
  width: number;
  height: number;
};

/**
 * A cabinet's front drawn as the store draws it (CabinetDrawing's front view), placed in a larger
 * drawing at a position and size of its own: a room plan's elevation draws each piece so. The
 * text that names it is the drawing's own (the elevation's table), so it is hidden here.
 */
export const CabinetFront = memo(function CabinetFront({
  name,
  measure,
  category,
  type,
  variation,
  glassDoor,
  group,
  color = null,
  x,
  y,
  width,
  height,
}: FrontProps) {
  const styleGroup = asGroup(group);
  const layout = useMemo(
    () => cabinetLayout({ name, measure, category, type, variation, glassDoor, group: styleGroup }),
    [name, measure, category, type, variation, glassDoor, styleGroup],
  );
  const s = useMemo(
    () => cabinetShades(layout.paintable ? color?.rgb : NATURAL_MAPLE_RGB),
    [layout.paintable, color?.rgb],
  );
  const { box } = layout;
  // A piece moved along its wall is placed anew (x), its drawing inside left as it was.
  const front = useMemo(() => <FrontView layout={layout} s={s} />, [layout, s]);
  return (
    <svg
      x={x}
      y={y}
      width={width}
      height={height}
      viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}
      preserveAspectRatio="none"
      overflow="visible"
      aria-hidden="true"
    >
      {front}
    </svg>
  );
});
