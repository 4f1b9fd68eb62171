/** What a controlled dialog or sheet takes from its opener: whether it is open, and how it asks to close. */
export type DialogOpenProps = { open: boolean; onOpenChange: (open: boolean) => void };
