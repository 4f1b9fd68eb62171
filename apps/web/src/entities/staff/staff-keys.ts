// The manager's staff and seats (docs/decisions/029), and an invitation looked up by its token on the public
// page. Here rather than in lib/query-keys.ts: that module is in the first page's chunk (/login's budget,
// apps/web/bundle-budgets.json), and no other feature invalidates staff.
export const staffKeys = {
  all: ['staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
  invitation: (token: string) => [...staffKeys.all, 'invitation', token] as const,
};
