// What a lesson costs, as /book-lesson says it (docs/decisions/303-lesson-prices-and-payment.md): the line under the
// form, and the note beside each start time (the coach's price, or who teaches then with theirs).
import { formatCents, lessonPriceCents, lessonPriceLabel, type CoachSummary } from '@longwood/core';

/**
 * What a lesson of this length costs with the coach chosen, or with any coach the range of their prices; null when
 * none has a price.
 */
export function priceLine(
  coaches: readonly CoachSummary[],
  coachId: number | null,
  minutes: number,
  complimentary: boolean | undefined,
): string | null {
  if (complimentary) return 'Price: Complimentary, your monthly membership lesson: nothing to pay.';
  const asked = coachId === null ? coaches : coaches.filter((c) => c.id === coachId);
  const prices = asked
    .map((c) => lessonPriceCents(c.lessonPriceCents, minutes, false))
    .filter((cents): cents is number => cents !== null);
  if (prices.length === 0) return null;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const price = low === high ? formatCents(low) : `${formatCents(low)} to ${formatCents(high)}, by coach`;
  // Unknown (no answer yet): it may still be the member's complimentary lesson.
  const unless = complimentary === false ? '' : ', unless it is your complimentary lesson of the month';
  return `Price: ${price} for ${minutes} minutes${unless}.`;
}

/** A coach's name by id, 'your coach' when unknown. */
export const coachNameIn = (coaches: readonly CoachSummary[]) => (id: number) =>
  coaches.find((c) => c.id === id)?.name ?? 'your coach';

/**
 * What follows a start time in the list: with a coach chosen, their price (' · $45.00'); with any coach, who teaches
 * then, each with their price (' (Sam $45.00, Alex)'), or ' (Sam, Alex) · Complimentary'.
 */
export function startTimeNote(
  coaches: readonly CoachSummary[],
  coachId: number | null,
  minutes: number,
  complimentary: boolean | undefined,
) {
  const coachName = coachNameIn(coaches);
  const priceWith = (id: number) =>
    lessonPriceLabel(coaches.find((c) => c.id === id)?.lessonPriceCents ?? null, minutes, complimentary === true);
  return (option: { coachIds: number[] }): string => {
    if (coachId !== null) {
      const cost = priceWith(coachId);
      return cost ? ` · ${cost}` : '';
    }
    if (complimentary) return ` (${option.coachIds.map(coachName).join(', ')}) · Complimentary`;
    const withPrice = option.coachIds.map((id) => [coachName(id), priceWith(id)].filter(Boolean).join(' '));
    return ` (${withPrice.join(', ')})`;
  };
}
