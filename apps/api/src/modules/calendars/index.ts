// The calendars module's public face (docs/season.md "Calendars"): the iCalendar writer and a market's dates
// ahead for the public page's feed, and the vendor's private feed routes.
export { calendarsRoutes } from './calendars.routes';
export { icsCalendar } from './ics';
export { addressLine, type CalendarMarket, marketDayEvents, marketDaysAhead } from './market-days-ahead';
