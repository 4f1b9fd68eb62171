// The users module's public face: other modules and the app import it only through this file.
export { ACCOUNT_TAKEN_MESSAGE } from './accounts.service';
export { changePasswordRoutes } from './change-password.routes';
export { usersRoutes } from './users.routes';
