import { Link } from 'react-router-dom';
import { buttonClasses } from './ui/button';
import { PageContainer } from './page-container';

/** Shown by admin screens to signed-in users without the admin flag (docs/requirements.md#roles). */
export function AccessDenied({ message = 'You must be an administrator to view this page.' }: { message?: string }) {
  return (
    <PageContainer className="max-w-xl text-center">
      <div className="rounded-xl border border-red-200 bg-red-50 p-8">
        <h1 className="text-2xl font-bold text-red-800">Access Denied</h1>
        <p className="mt-2 text-red-700">{message}</p>
        <Link to="/" className={buttonClasses('outline', 'md', 'mt-6')}>
          Back to Home
        </Link>
      </div>
    </PageContainer>
  );
}
