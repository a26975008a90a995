// What other features use of the admin feature (features import each other only through index.ts): the accounts
// list, which every picker of people reads. The admin screens are loaded lazily by app/ from their own files.
export { USER_PICKER_QUERY, useAdminUsers } from './api/get-admin-users';
