export { AdminDashboardPage } from './components/admin-dashboard-page';
export { AdminHomePage } from './components/admin-home-page';
