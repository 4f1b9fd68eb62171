import type { ProductInputOutput, VendorProduct } from '@marketday/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { useCreateProduct } from './create-product';
import { useOwnProducts } from './list-own-products';

const PEACHES = { product_id: 'p-1', name: 'Peaches' } as VendorProduct;
const PLUMS = { product_id: 'p-2', name: 'Plums' } as VendorProduct;

describe('the vendor’s own products', () => {
  it('are one cache entry for the products page and the application form, refreshed by a product change', async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockResolvedValueOnce({ data: [PEACHES] })
      .mockResolvedValue({ data: [PEACHES, PLUMS] });
    vi.spyOn(api, 'post').mockResolvedValue({ data: { message: 'Product created', data: PLUMS } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        // The products page with no filter set, and the application form's list.
        page: useOwnProducts({ search: undefined, category: undefined, tag: undefined }),
        applyForm: useOwnProducts(),
        create: useCreateProduct(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.applyForm.data).toEqual([PEACHES]));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/vendors/self/products', { params: {} });

    await act(() => result.current.create.mutateAsync({ name: 'Plums' } as ProductInputOutput));
    await waitFor(() => expect(result.current.applyForm.data).toEqual([PEACHES, PLUMS]));
    expect(result.current.page.data).toEqual([PEACHES, PLUMS]);
  });
});
