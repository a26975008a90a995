export { App } from './app/app';
export { toast, type ToastInput, type ToastVariant } from './components/ui/toast';
