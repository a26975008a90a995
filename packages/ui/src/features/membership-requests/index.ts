export { UpgradeMembershipPage } from './components/upgrade-membership-page';
