export { PrivacyPolicyPage, PRIVACY_POLICY_LAST_UPDATED } from './components/privacy-policy-page';
