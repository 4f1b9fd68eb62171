// The manager's account and settings (GET /market-managers/account).
export const accountKeys = {
  all: ['account'] as const,
  detail: () => [...accountKeys.all, 'detail'] as const,
};
