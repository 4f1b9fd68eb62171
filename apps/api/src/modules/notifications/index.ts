// The notifications module's public face: other modules and the app import it only through this file.
export { expiryNoticeKey } from './document-notices.repository';
export type { MailLimiter } from './mail-limit';
export { createMailLimiter, MAIL_WINDOW_MS, takeMailBudget, withMailBudget } from './mail-limit';
export { notifyMarketVendors } from './market-broadcast';
export { insertNotifications } from './notifications.repository';
export { notificationsRoutes } from './notifications.routes';
export { notifyVendorsRoutes } from './notify-vendors.routes';
