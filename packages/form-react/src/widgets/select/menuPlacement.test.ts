import { describe, expect, it } from 'vitest';
import { menuPlacement } from './menuPlacement.ts';

describe('menuPlacement', () => {
  it('opens below with at most 300 px when there is room', () => {
    expect(menuPlacement(800, 10)).toEqual({ placement: 'bottom', maxHeight: 300 });
    expect(menuPlacement(220.6, 10)).toEqual({ placement: 'bottom', maxHeight: 220 });
  });

  it('opens above when less than 140 px fit below and there is more room above', () => {
    expect(menuPlacement(100, 500)).toEqual({ placement: 'top', maxHeight: 300 });
    expect(menuPlacement(90, 200)).toEqual({ placement: 'top', maxHeight: 200 });
  });

  it('never goes below 140 px', () => {
    expect(menuPlacement(60, 40)).toEqual({ placement: 'bottom', maxHeight: 140 });
  });
});
