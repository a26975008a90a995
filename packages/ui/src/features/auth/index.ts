export { useLogin, login } from './api/login';
export { useRegister, register } from './api/register';
export { useLogout, logout } from './api/logout';
