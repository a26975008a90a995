import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { PageContainer } from '../../components/page-container';

/**
 * Stand-in for a screen that is registered in the router but not built yet: it names the screen so that
 * nobody mistakes it for a broken (blank) page. Replace the route's element when the real screen lands.
 */
export function PlaceholderPage({ title, description }: { title: string; description?: string }) {
  return (
    <PageContainer className="max-w-2xl">
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="text-xs font-semibold uppercase tracking-wider text-emerald-700">Coming soon</p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{description ?? 'This screen is being built. Please check back soon.'}</p>
        <Link to="/" className={buttonClasses('outline', 'md', 'mt-6')}>
          Back to Home
        </Link>
      </div>
    </PageContainer>
  );
}
