import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { PageContainer } from '../../components/page-container';

export function NotFoundPage() {
  return (
    <PageContainer className="flex min-h-[60vh] max-w-xl flex-col items-center justify-center text-center">
      <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">Did you forget to add the page to the router?</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        Back to Home
      </Link>
    </PageContainer>
  );
}
