/** The Idempotency-Key a confirmation of a report is booked under, on the checkout screen and the confirm route. */
export const salesReportKey = (id: string) => `sales-report:${id}`;
