// The signed-in user (GET /users/self), read by the session (lib/auth.tsx).
export const userKeys = {
  all: ['users'] as const,
  self: () => [...userKeys.all, 'self'] as const,
};
