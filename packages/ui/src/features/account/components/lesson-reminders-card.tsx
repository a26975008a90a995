// The day-before lesson reminder e-mail, on or off (docs/decisions/281-one-click-unsubscribe.md): the one-click
// unsubscribe in a reminder turns it off; this is where a member turns it back on.
import { Card } from '../../../components/ui/card';
import { SettingSwitch } from '../../../components/ui/setting-switch';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { CHOICE_NOT_SAVED, useToastedMutation } from '../../../lib/toasted-mutation';
import { useLessonReminders, useSetLessonReminders } from '../api/lesson-reminders';

export function LessonRemindersCard() {
  const setting = useLessonReminders();
  const save = useToastedMutation(useSetLessonReminders(), CHOICE_NOT_SAVED);
  return (
    <Card className="p-6">
      <section aria-labelledby="lesson-reminders-heading" className="space-y-3">
        <h2 id="lesson-reminders-heading" className="text-lg font-semibold text-slate-900">
          Lesson reminders
        </h2>
        {setting.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(setting.error, 'Your reminder setting could not be loaded. Please reload the page.')}
          </p>
        ) : (
          <SettingSwitch
            label="E-mail me the day before a lesson"
            description="A reminder with the coach, the time and the bay, the day before each lesson you book."
            checked={save.isPending ? save.variables.lessonReminders : (setting.data?.lessonReminders ?? false)}
            loading={setting.isPending}
            saving={save.isPending}
            onCheckedChange={(lessonReminders) =>
              save.mutate(
                { lessonReminders },
                {
                  onSuccess: (saved) =>
                    toast({
                      title: saved.lessonReminders ? 'Lesson reminders on' : 'Lesson reminders off',
                      description: saved.lessonReminders
                        ? 'You will get an e-mail the day before each lesson.'
                        : 'You will no longer get lesson reminders by e-mail.',
                    }),
                },
              )
            }
          />
        )}
      </section>
    </Card>
  );
}
