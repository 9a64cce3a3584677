/** One international foot in metres: every feet↔metres conversion reads this one constant. */
export const FEET_TO_METRES = 0.3048;
