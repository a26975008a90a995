// GET and PUT /api/user/lesson-reminders: the day-before lesson reminder e-mail, on or off; the place to turn it back on
// after the reminder's one-click unsubscribe (docs/decisions/281-one-click-unsubscribe.md).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type LessonRemindersSetting } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getLessonReminders = () => callApi(API.account.lessonReminders, {});
export const lessonRemindersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.lessonReminders, queryFn: getLessonReminders });
export const useLessonReminders = () => useQuery(lessonRemindersQueryOptions());

export const setLessonReminders = (body: LessonRemindersSetting) => callApi(API.account.setLessonReminders, { body });
export function useSetLessonReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setLessonReminders,
    onSuccess: (saved) => client.setQueryData(queryKeys.lessonReminders, saved),
  });
}
