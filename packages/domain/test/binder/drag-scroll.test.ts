import { describe, expect, it } from 'vitest';
import { DRAG_SCROLL, edgeScrollStep } from '../../src/binder/drag-scroll.ts';

describe('auto-scroll while dragging (spec §9: 100 px zone, up to 15 px per 16 ms)', () => {
  it('does nothing in the middle of the list', () => {
    expect(edgeScrollStep(400, 0, 800)).toBe(0);
    expect(edgeScrollStep(100, 0, 800)).toBe(0);
    expect(edgeScrollStep(700, 0, 800)).toBe(0);
  });

  it('scrolls up near the top and down near the bottom, faster toward the edge, never past 15 px', () => {
    expect(edgeScrollStep(99, 0, 800)).toBe(-1);
    expect(edgeScrollStep(50, 0, 800)).toBe(-8);
    expect(edgeScrollStep(0, 0, 800)).toBe(-15);
    expect(edgeScrollStep(-40, 0, 800)).toBe(-15);
    expect(edgeScrollStep(750, 0, 800)).toBe(8);
    expect(edgeScrollStep(900, 0, 800)).toBe(15);
    expect(DRAG_SCROLL).toEqual({ edgeZonePx: 100, maxStepPx: 15, tickMs: 16 });
  });

  it('splits a list shorter than two zones between the two edges', () => {
    expect(edgeScrollStep(60, 0, 120)).toBe(0);
    expect(edgeScrollStep(10, 0, 120)).toBe(-13);
  });
});
