// Coaching screens (docs/decisions/123-coaching-screens.md). The route table imports each page from its own file.
export { BookLessonPage } from './components/book-lesson-page';
export { CoachDashboardPage } from './components/coach-dashboard-page';
export { AdminCoachesPage } from './components/admin-coaches-page';
export { MyLessons } from './components/my-lessons';
