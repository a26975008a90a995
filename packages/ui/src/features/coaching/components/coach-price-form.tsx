// A coach's lesson price on /admin/coaches (docs/decisions/303-lesson-prices-and-payment.md): admins type the price of
// a 60-minute lesson in dollars (a 30-minute lesson costs half), or leave it empty for none (lessons paid at the
// front desk as agreed there). Lessons booked before keep the price they were booked at.
import { useForm } from 'react-hook-form';
import { dollarsToCents, formatCents, MAX_LESSON_PRICE_CENTS, type AdminCoach } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { AmountField, registerField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { showFormFailure } from '../../../lib/form-errors';
import { useSetLessonPrice } from '../api/admin-coaches';

const PRICE_MESSAGE = `Enter a price up to ${formatCents(MAX_LESSON_PRICE_CENTS)}, or leave it empty for none`;

export function CoachPriceForm({ coach }: { coach: AdminCoach }) {
  const setPrice = useSetLessonPrice();
  const current = coach.lessonPriceCents === null ? '' : (coach.lessonPriceCents / 100).toFixed(2);
  const form = useForm<{ price: string }>({ values: { price: current } });
  const onSubmit = form.handleSubmit(({ price }) => {
    const lessonPriceCents = price.trim() === '' ? null : dollarsToCents(price);
    if (
      lessonPriceCents !== null &&
      (!Number.isFinite(lessonPriceCents) || lessonPriceCents > MAX_LESSON_PRICE_CENTS)
    ) {
      form.setError('price', { message: PRICE_MESSAGE });
      return;
    }
    setPrice.mutate(
      { coachId: coach.id, lessonPriceCents },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Lesson Price Saved',
            description:
              saved.lessonPriceCents === null
                ? `${coach.name} has no lesson price: lessons are paid at the front desk.`
                : `${coach.name}: ${formatCents(saved.lessonPriceCents)} for 60 minutes.`,
          }),
        onError: (error) =>
          showFormFailure(form, error, 'Error Saving Price', undefined, { lessonPriceCents: 'price' }),
      },
    );
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      aria-label={`Lesson price for ${coach.name}`}
    >
      <AmountField
        label="Lesson price, 60 minutes ($)"
        hint="A 30-minute lesson costs half. Empty: no price."
        className="sm:w-64"
        {...registerField(form, 'price')}
      />
      <Button type="submit" size="sm" variant="secondary" disabled={setPrice.isPending}>
        {setPrice.isPending ? 'Saving...' : 'Save price'}
      </Button>
    </form>
  );
}
