export { ContactPage } from './components/contact-page';
export { RequestDemoSection } from './components/request-demo-section';
export { ContactForm } from './components/contact-form';
export { submitContact } from './api/submit-contact';
