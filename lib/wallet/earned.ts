/**
 * Earned MSXT (the sign-up bonus, daily and weekly rewards, challenges) stays in the studio: it pays for part of a
 * plan, never becomes USD and is never paid out. The converter and the withdrawal form say so, and the server's
 * refusal uses the same sentence.
 */
export const EARNED_MSXT_NOTE =
  "Earned MSXT (sign-up bonus, daily and weekly rewards, challenges) can't be converted to USD or withdrawn. Only MSXT you bought can.";
