export { AccountPage } from './components/account-page';
export { VerifyEmailPage } from './components/verify-email-page';
