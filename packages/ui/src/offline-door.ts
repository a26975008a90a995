// Entry for the offline page (app/pages/offline-door-page.tsx): the web entry imports it instead of the app when
// there is no connection, so the service worker keeps only this small chunk, the entry and the styles for it
// (docs/decisions/204-installable-app-offline-door.md).
export { OfflineDoorPage } from './app/pages/offline-door-page';
