export { useLogout } from './api/logout';
