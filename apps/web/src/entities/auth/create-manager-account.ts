import type { CreateManagerAccount } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { userKeys } from '@/entities/users/user-keys';
import { api } from '@/lib/api-client';
import type { CreatedAccount } from './create-vendor-account';

export function createManagerAccount(payload: CreateManagerAccount): Promise<CreatedAccount> {
  return dataOf(api.post<CreatedAccount>('/users/market_manager', payload));
}

// docs/product.md §7: cached users queries are invalidated after a manager is created.
export function useCreateManagerAccount() {
  return useRefreshingMutation(createManagerAccount, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
  );
}
