import 'fake-indexeddb/auto';
import type { SelfUser } from '@marketday/shared';
import { IsRestoringProvider, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketKeys } from '@/entities/markets/market-keys';
import { userKeys } from '@/entities/users/user-keys';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { cacheUser, rememberCacheUser } from '@/lib/offline/cache-user';
import { persistOptions } from '@/lib/offline/persist-queries';
import { useRestoredCache } from '@/lib/offline/use-restored-cache';
import { httpError, networkError } from '@/test/http-errors';
import { AuthProvider } from './auth-provider';
import { clearPersistedQueries, queryPersister, restoreKeptQueries } from './query-persister';

const MANAGER: SelfUser = {
  id: 'manager-1',
  role: 'MARKET_MANAGER',
  access: 'FULL',
  display_name: 'Mia Manager',
} as SelfUser;
const VENDOR: SelfUser = { id: 'vendor-1', role: 'VENDOR', access: 'FULL', display_name: 'Val' } as SelfUser;

function Probe() {
  const auth = useAuth();
  if (auth.isLoading) return <p>loading</p>;
  return (
    <>
      <p>{auth.isAuthenticated ? `signed in as ${auth.appRole}` : 'signed out'}</p>
      {auth.isOfflineSession && <p>offline session</p>}
      <button type="button" onClick={() => void auth.logout()}>
        Sign out
      </button>
    </>
  );
}

function renderAuth(queryClient: QueryClient, wrap?: (children: ReactNode) => ReactNode) {
  const tree = (
    <AuthProvider>
      <Probe />
    </AuthProvider>
  );
  return render(wrap ? wrap(tree) : <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>);
}

// The provider listens for 'online' in an effect that runs after the render showing the offline state: on a busy
// machine an event sent as soon as that text shows could come before the listener and go unheard.
function onlineListener() {
  const added = vi.spyOn(window, 'addEventListener');
  return () => waitFor(() => expect(added).toHaveBeenCalledWith('online', expect.any(Function)));
}

// The device as the manager's last session left it: their markets cached, marked as theirs.
function managersCachedMarkets() {
  rememberCacheUser(MANAGER.id);
  const queryClient = new QueryClient();
  queryClient.setQueryData(marketKeys.list(), [{ id: 'm1' }]);
  return queryClient;
}

// The manager's session written to the device's store, as a visit before this start left it.
async function saveManagerSession() {
  rememberCacheUser(MANAGER.id);
  const saved = new QueryClient();
  saved.setQueryData(userKeys.self(), MANAGER);
  await persistQueryClientSave({ queryClient: saved, ...persistOptions(saved, queryPersister) });
  await queryPersister.flush();
}

const selfRequests = () => vi.mocked(api.get).mock.calls.filter(([url]) => url === '/users/self').length;

beforeEach(() => {
  Cookies.set('auth_token', 'access');
  Cookies.set('refresh_token', 'refresh');
});
afterEach(async () => {
  vi.restoreAllMocks();
  Cookies.remove('auth_token');
  Cookies.remove('refresh_token');
  await clearPersistedQueries();
});

describe('signing in without a network', () => {
  it("starts signed in from the profile saved on the device, keeps the tokens, and checks again when it's back", async () => {
    const get = vi.spyOn(api, 'get').mockRejectedValue(networkError());
    const listening = onlineListener();
    const queryClient = new QueryClient();
    queryClient.setQueryData(userKeys.self(), MANAGER);
    renderAuth(queryClient);

    expect(await screen.findByText('signed in as MARKET_MANAGER')).toBeInTheDocument();
    expect(screen.getByText('offline session')).toBeInTheDocument();
    expect(Cookies.get('auth_token')).toBe('access');
    expect(Cookies.get('refresh_token')).toBe('refresh');

    get.mockResolvedValue({ data: MANAGER });
    await listening();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('offline session')).not.toBeInTheDocument());
    expect(screen.getByText('signed in as MARKET_MANAGER')).toBeInTheDocument();
    expect(selfRequests()).toBe(2);
  });

  it('treats a server failing on its side like no network', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(httpError(503));
    const queryClient = new QueryClient();
    queryClient.setQueryData(userKeys.self(), VENDOR);
    renderAuth(queryClient);
    expect(await screen.findByText('signed in as VENDOR')).toBeInTheDocument();
    expect(Cookies.get('refresh_token')).toBe('refresh');
  });

  it('without a saved profile shows sign-in but keeps the tokens, and signs in when the network returns', async () => {
    const get = vi.spyOn(api, 'get').mockRejectedValue(networkError());
    const listening = onlineListener();
    renderAuth(new QueryClient());
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(Cookies.get('refresh_token')).toBe('refresh');

    get.mockResolvedValue({ data: MANAGER });
    await listening();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('signed in as MARKET_MANAGER')).toBeInTheDocument();
  });

  it('signs out on a refusal: the tokens and the kept data go', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(httpError(401));
    const queryClient = managersCachedMarkets();
    queryClient.setQueryData(userKeys.self(), MANAGER);
    renderAuth(queryClient);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(Cookies.get('auth_token')).toBeUndefined();
    expect(Cookies.get('refresh_token')).toBeUndefined();
    expect(queryClient.getQueryData(marketKeys.list())).toBeUndefined();
    expect(cacheUser()).toBeNull();
  });
});

describe("the device's data belongs to the signed-in user", () => {
  it("a different user signing in does not see the previous one's data", async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: VENDOR });
    const queryClient = managersCachedMarkets();
    renderAuth(queryClient);
    expect(await screen.findByText('signed in as VENDOR')).toBeInTheDocument();
    expect(queryClient.getQueryData(marketKeys.list())).toBeUndefined();
    expect(cacheUser()).toBe(VENDOR.id);
  });

  it('the same user keeps it', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: MANAGER });
    const queryClient = managersCachedMarkets();
    renderAuth(queryClient);
    expect(await screen.findByText('signed in as MARKET_MANAGER')).toBeInTheDocument();
    expect(queryClient.getQueryData(marketKeys.list())).toEqual([{ id: 'm1' }]);
  });

  it('sign-out deletes the data kept on the device', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: MANAGER });
    vi.spyOn(api, 'post').mockResolvedValue({ data: {} });
    await saveManagerSession();
    expect(await queryPersister.restoreClient()).toBeDefined();

    renderAuth(new QueryClient());
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(cacheUser()).toBeNull();
    Cookies.set('refresh_token', 'refresh');
    await waitFor(async () => expect(await queryPersister.restoreClient()).toBeUndefined());
  });

  it('a cold start without a network signs in from the data restored from the device', async () => {
    await saveManagerSession();

    vi.spyOn(api, 'get').mockRejectedValue(networkError());
    const queryClient = new QueryClient();
    function Restoring({ children }: { children: ReactNode }) {
      const isRestoring = useRestoredCache(queryClient, restoreKeptQueries);
      return <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>;
    }
    renderAuth(queryClient, (children) => (
      <QueryClientProvider client={queryClient}>
        <Restoring>{children}</Restoring>
      </QueryClientProvider>
    ));
    expect(await screen.findByText('signed in as MARKET_MANAGER')).toBeInTheDocument();
    expect(screen.getByText('offline session')).toBeInTheDocument();
    // Asked once, after the device's data was restored.
    expect(selfRequests()).toBe(1);
  });
});
