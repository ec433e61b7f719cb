import { formTheme } from '../../theme/formTheme.ts';

export interface MenuPlacement {
  placement: 'bottom' | 'top';
  maxHeight: number;
}

const { menuMinHeight, menuMaxHeight } = formTheme.select;

/**
 * Where the select menu opens and how tall it may be: below the toggle when
 * at least the minimum height (140 px) fits there or there is more room below
 * than above; its height is the room available, kept between 140 and 300 px.
 */
export function menuPlacement(spaceBelow: number, spaceAbove: number): MenuPlacement {
  const below = spaceBelow >= menuMinHeight || spaceBelow >= spaceAbove;
  const space = below ? spaceBelow : spaceAbove;
  return {
    placement: below ? 'bottom' : 'top',
    maxHeight: Math.min(menuMaxHeight, Math.max(menuMinHeight, Math.floor(space))),
  };
}
