// Full-page admin screens built from the dashboard's sections: /admin/members, /admin/requests,
// /admin/facility and /completed-demo-requests (docs/requirements.md#admin-home).
import { Link } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { ScreenHeading } from '../../../components/screen-heading';
import { buttonClasses } from '../../../components/ui/button';
import { DemoRequests } from './demo-requests';
import { FacilityAccess } from './facility-access';
import { BayKeysSection } from './bay-keys';
import { BaySettingsSection } from './bay-settings';
import { FacilityMediaSection } from './facility-media';
import { FacilitySettingsSection } from './facility-settings';
import { RentalRatesSection } from './rental-rates-section';
import { FeePolicySection } from './fee-policy-section';
import { MemberManagement } from './member-management';

function AdminPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <PageContainer>
      <ScreenHeading
        title={title}
        actions={
          <Link to="/admin-dashboard" className={buttonClasses('ghost', 'md')}>
            Admin Home
          </Link>
        }
      />
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">{children}</div>
    </PageContainer>
  );
}

export function AdminMembersPage() {
  return (
    <AdminPage title="Member Management">
      <MemberManagement />
    </AdminPage>
  );
}

export function AdminRequestsPage() {
  return (
    <AdminPage title="Demo Requests">
      <DemoRequests state="open" />
    </AdminPage>
  );
}

export function AdminFacilityPage() {
  return (
    <AdminPage title="Facility Settings">
      <div className="space-y-10">
        <FacilitySettingsSection />
        <RentalRatesSection />
        <FeePolicySection />
        <BaySettingsSection />
        <BayKeysSection />
        <FacilityMediaSection />
        <FacilityAccess />
      </div>
    </AdminPage>
  );
}

export function CompletedDemoRequestsPage() {
  return (
    <AdminPage title="Completed Demo Requests">
      <DemoRequests state="completed" />
    </AdminPage>
  );
}
