export { EntranceCodeDialog } from './components/entrance-code-dialog';
export { keypadCodeQueryOptions, useKeypadCode, getKeypadCode } from './api/get-keypad-code';
