// Member screens not built yet (lazy chunk): lessons and leagues. Gated by routes.tsx (member:features).
import { useParams } from 'react-router-dom';
import { PlaceholderPage } from './placeholder-page';

export function BookLessonScreen() {
  return <PlaceholderPage title="Book a Lesson" />;
}

export function LeaguesSignupScreen() {
  return <PlaceholderPage title="Leagues" />;
}

export function LeagueSignupScreen() {
  const { leagueId } = useParams();
  return <PlaceholderPage title={`League Signup #${leagueId ?? ''}`} />;
}
