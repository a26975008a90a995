// Member screens not built yet (lazy chunk): lessons (leagues are in features/leagues). Gated by routes.tsx (member:features).
import { PlaceholderPage } from './placeholder-page';

export function BookLessonScreen() {
  return <PlaceholderPage title="Book a Lesson" />;
}
