import { BOOTH_MAP_MESSAGES, type BoothMap } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { LayoutEditor } from './layout-editor';

const MAP_PATH = '/market-managers/markets/m1/booth-map';

const stored = (version: number, items: BoothMap['layout']['items'] = []): BoothMap => ({
  layout: { width_ft: 60, height_ft: 40, items },
  version,
  updated_at: null,
});

const renderEditor = () => renderWithProviders(<LayoutEditor marketId="m1" marketName="Riverside" canEdit />);

async function addBooth(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add booth' }));
  await user.click(await screen.findByRole('menuitem', { name: '10x10 ft booth' }));
}

describe('LayoutEditor', () => {
  it('adds a booth, moves it by keyboard and saves the layout with the version it started from', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'get').mockResolvedValue({ data: stored(3) });
    const put = vi.spyOn(api, 'put').mockImplementation(async (_url, body) => ({
      data: {
        message: BOOTH_MAP_MESSAGES.saved,
        data: { ...(body as BoothMap), version: 4, updated_at: null },
      },
    }));
    renderEditor();
    const map = await screen.findByRole('group', { name: 'Booth map of Riverside' });

    await addBooth(user);
    const booth = within(map).getByRole('button', { name: 'Booth A1' });
    booth.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowDown}{ArrowLeft}{ArrowLeft}');
    // The list shows the same data: 10x10 at 3 ft from the left, 1 ft from the top.
    const row = screen.getByRole('row', { name: /Booth A1/ });
    expect(within(row).getByRole('cell', { name: '10x10' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '3, 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save map' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith(MAP_PATH, {
      layout: {
        width_ft: 60,
        height_ft: 40,
        items: [{ id: 'booth-1', kind: 'BOOTH', label: 'A1', x: 3, y: 1, w: 10, h: 10 }],
      },
      version: 3,
    });
    expect(await screen.findByText(BOOTH_MAP_MESSAGES.saved)).toBeInTheDocument();
    // Saved: nothing left to save until the next change, which names the new version.
    expect(screen.getByRole('button', { name: 'Save map' })).toBeDisabled();
    await addBooth(user);
    await user.click(screen.getByRole('button', { name: 'Save map' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    expect(put.mock.calls[1]?.[1]).toMatchObject({ version: 4 });
  });

  it('shows the shared check before saving, and a stale save offers to reload the other change', async () => {
    const user = userEvent.setup();
    const other = { id: 'theirs', kind: 'BOOTH' as const, label: 'B7', x: 40, y: 20, w: 10, h: 10 };
    const get = vi
      .spyOn(api, 'get')
      .mockResolvedValueOnce({ data: stored(1) })
      .mockResolvedValue({ data: stored(2, [other]) });
    const put = vi.spyOn(api, 'put').mockRejectedValue(httpError(409, { detail: BOOTH_MAP_MESSAGES.stale }));
    renderEditor();
    await screen.findByRole('group', { name: 'Booth map of Riverside' });

    await addBooth(user);
    await addBooth(user);
    // A2 is put on A1 through the inspector: the shared schema's message shows and Save stays off.
    const left = screen.getByRole('textbox', { name: 'From left (ft)' });
    await user.clear(left);
    await user.type(left, '5');
    expect(screen.getByText(BOOTH_MAP_MESSAGES.overlap('A1', 'A2'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save map' })).toBeDisabled();
    await user.type(left, '0');
    expect(screen.queryByText(BOOTH_MAP_MESSAGES.overlap('A1', 'A2'))).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save map' }));
    expect(await screen.findByText(BOOTH_MAP_MESSAGES.stale)).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(MAP_PATH, expect.objectContaining({ version: 1 }));

    await user.click(screen.getByRole('button', { name: 'Reload the map' }));
    const map = screen.getByRole('group', { name: 'Booth map of Riverside' });
    expect(await within(map).findByRole('button', { name: 'Booth B7' })).toBeInTheDocument();
    expect(within(map).queryByRole('button', { name: 'Booth A1' })).not.toBeInTheDocument();
    expect(screen.queryByText(BOOTH_MAP_MESSAGES.stale)).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
