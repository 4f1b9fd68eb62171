// The signed-in user (GET /users/self, ./get-self.ts), read by the session (app/auth-provider.tsx).
export const userKeys = {
  all: ['users'] as const,
  self: () => [...userKeys.all, 'self'] as const,
};
