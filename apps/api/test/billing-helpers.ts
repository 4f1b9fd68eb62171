import { DAY_MS } from '@marketday/shared';
import type { TestApp } from './build-test-app';
import { bearer, tokensFor } from './factories';

export const SIGN_UP_PASSWORD = 'billing-password-1';
export { DAY_MS };

// A manager made through the public sign-up, so they start on the real 14-day trial.
export async function signUpManager(t: TestApp, username: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/users/market_manager',
    payload: {
      user: { username, email: `${username}@example.com`, password: SIGN_UP_PASSWORD },
      manager: {
        firstname: 'Rosa',
        lastname: 'Diaz',
        phone: '530-555-0199',
        email: `${username}@example.com`,
      },
    },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return username;
}

// Calls as the manager; signs in again when the token has expired, since tests move the clock.
export function managerApi(t: TestApp, username: string, password = SIGN_UP_PASSWORD) {
  let token: string | null = null;
  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token ?? ''), ...(payload ? { payload } : {}) });
  return async (method: 'GET' | 'POST', url: string, payload?: object) => {
    token ??= (await tokensFor(t, username, password)).access_token;
    const response = await send(method, url, payload);
    if (response.statusCode !== 401) return response;
    token = (await tokensFor(t, username, password)).access_token;
    return send(method, url, payload);
  };
}

export type ManagerApi = ReturnType<typeof managerApi>;

export async function subscriptionOf(api: ManagerApi) {
  const response = await api('GET', '/market-managers/account/subscription');
  if (response.statusCode !== 200) throw new Error(`subscription: ${response.body}`);
  return response.json().subscription;
}

export async function accessOf(api: ManagerApi) {
  return (await api('GET', '/users/self')).json().access as string;
}
