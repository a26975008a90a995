export { EntranceCodeDialog } from './components/entrance-code-dialog';
