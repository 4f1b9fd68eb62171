// The calendars module's public face (docs/season.md "Calendars"): the iCalendar writer and a market's calendar
// events for the public page's feed, and the vendor's private feed routes.
export { calendarsRoutes } from './calendars.routes';
export { icsCalendar } from './ics';
export { addressLine, type CalendarMarket, marketDayEvents } from './market-days-ahead';
