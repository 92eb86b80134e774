/**
 * Colour maths for the paint-mode preview (spec §2): a drawing is filled with the chosen paint's
 * RGB and shaded with darker and lighter versions of that same colour, so it reads as one painted
 * cabinet in any colour, from Pure White to a near-black navy.
 */

/** Unfinished cabinets are natural maple. */
export const NATURAL_MAPLE_RGB = '#e3c79f';
/** Materials that never take paint: brushed-nickel pulls, clear glass with a blue cast. */
export const BRUSHED_METAL_RGB = '#a7acb0';
export const BRUSHED_METAL_EDGE_RGB = '#6f7579';
export const GLASS_TINT_RGB = '#bfe0f2';

type Rgb = readonly [number, number, number];

export const parseRgb = (hex: string): Rgb | null => {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
};

const toHex = (rgb: Rgb): string =>
  `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mixes a colour toward black (amount < 0) or white (amount > 0); |amount| = 1 reaches it. */
export const tint = (hex: string, amount: number): string => {
  const rgb = parseRgb(hex) ?? parseRgb(NATURAL_MAPLE_RGB) ?? [0, 0, 0];
  const target = amount < 0 ? 0 : 255;
  const t = Math.min(1, Math.abs(amount));
  return toHex([rgb[0] + (target - rgb[0]) * t, rgb[1] + (target - rgb[1]) * t, rgb[2] + (target - rgb[2]) * t]);
};

/** WCAG relative luminance, 0 (black) to 1 (white). */
export const luminance = (hex: string): number => {
  const rgb = parseRgb(hex) ?? [0, 0, 0];
  const linear = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
};

export interface CabinetShades {
  /** The paint itself: doors, drawer fronts, face frame, end panels. */
  face: string;
  /** A Shaker door's recessed centre panel sits in a little shade. */
  recess: string;
  /** The shadow cast along the top and left of a recess. */
  shadow: string;
  /** Light catching the bottom and right edges of a recess. */
  highlight: string;
  /** Outlines between parts. */
  line: string;
  /** Inside the box, and the deeper back of it. */
  interior: string;
  interiorBack: string;
  /** The recessed toe kick and the dark gaps between fronts. */
  deep: string;
}

/**
 * Shades of one paint. On a very dark paint a darker outline would vanish, so outlines and edges
 * turn lighter instead; shadows still darken, only less, so the colour stays recognisable.
 */
export const cabinetShades = (rgb: string | null | undefined): CabinetShades => {
  const face = rgb && parseRgb(rgb) ? rgb.toLowerCase() : NATURAL_MAPLE_RGB;
  const dark = luminance(face) < 0.06;
  return {
    face,
    recess: tint(face, dark ? 0.05 : -0.05),
    shadow: tint(face, dark ? -0.35 : -0.22),
    highlight: tint(face, dark ? 0.22 : 0.45),
    line: tint(face, dark ? 0.3 : -0.4),
    interior: tint(face, -0.3),
    interiorBack: tint(face, -0.45),
    deep: tint(face, dark ? -0.6 : -0.62),
  };
};
