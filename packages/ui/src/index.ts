export { App } from './app/app';
export { preloadRoute } from './app/routes';
export { toast, type ToastInput, type ToastVariant } from './components/ui/toast';
