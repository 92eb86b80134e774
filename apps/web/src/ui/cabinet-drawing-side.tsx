import type { SideView as Side } from '@rta/domain/drawing/side';
import { BRUSHED_METAL_EDGE_RGB, BRUSHED_METAL_RGB, tint, type CabinetShades } from '@rta/domain/drawing/paint-shades';
import { Box, LINE, points } from './cabinet-drawing-fronts.tsx';

/**
 * The 'side' view: the finished end panel, its depth at true proportion, the toe-kick notch, the
 * face frame's edge and the door and drawer fronts standing proud of it with their pulls.
 * Accessories show their cross-section instead.
 */
export function SideView({ side, s }: { side: Side; s: CabinetShades }) {
  return (
    <g>
      <polygon points={points(side.outline)} fill={s.face} stroke={s.line} strokeLinejoin="round" {...LINE} />
      {side.frameEdge && <Box r={side.frameEdge} fill={tint(s.face, -0.1)} stroke={s.line} />}
      {side.fronts.map((r) => (
        <Box key={`${r.y}`} r={r} fill={tint(s.face, -0.05)} stroke={s.line} />
      ))}
      {side.hardware.map((r, index) => (
        <Box key={index} r={r} fill={BRUSHED_METAL_RGB} stroke={BRUSHED_METAL_EDGE_RGB} rx={Math.min(r.w, r.h) * 0.3} />
      ))}
    </g>
  );
}
