export { ForgotPasswordPage } from './components/forgot-password-page';
export { VerifyResetPage } from './components/verify-reset-page';
export { ResetPasswordPage } from './components/reset-password-page';
