// A coach's lesson price as admins set it (docs/decisions/303-lesson-prices-and-payment.md): its schemas, apart from
// lesson-payments.ts's rules so that the member's lesson list does not load them.
import { z } from '../zod';
import { formatCents } from './rules';

/** The most a coach's lesson price may be: $2,000 for an hour. */
export const MAX_LESSON_PRICE_CENTS = 200_000;

export const LESSON_PRICE_MESSAGE = `Enter a price from $0.00 to ${formatCents(MAX_LESSON_PRICE_CENTS)}, or no price`;

/** PUT /api/admin/coaches/:id/lesson-price: the price of the coach's 60-minute lesson in cents, or none (null). */
export const coachLessonPriceSchema = z.strictObject({
  lessonPriceCents: z.nullable(
    z
      .number({ error: LESSON_PRICE_MESSAGE })
      .check(
        z.int(LESSON_PRICE_MESSAGE),
        z.minimum(0, LESSON_PRICE_MESSAGE),
        z.maximum(MAX_LESSON_PRICE_CENTS, LESSON_PRICE_MESSAGE),
      ),
  ),
});
export type CoachLessonPriceInput = z.infer<typeof coachLessonPriceSchema>;

export const coachLessonPriceAnswerSchema = z.object({
  coachId: z.number(),
  lessonPriceCents: z.nullable(z.number()),
});
export type CoachLessonPriceAnswer = z.infer<typeof coachLessonPriceAnswerSchema>;
