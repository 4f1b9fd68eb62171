import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { TestProviders } from '@/test/test-providers';
import { AssociationsPage } from './associations';

describe('AssociationsPage', () => {
  it("shows one 'New Association' button when there are none yet: the empty state's", async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [] });
    render(<AssociationsPage />, { wrapper: TestProviders });
    expect(await screen.findByText('No associations yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New Association' })).toHaveLength(1);
  });
});
