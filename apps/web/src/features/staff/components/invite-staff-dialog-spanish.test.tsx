import type { StaffMember } from '@marketday/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { InviteStaffDialog } from './invite-staff-dialog';
import { StaffSeats } from './staff-seats';
import { StaffTable } from './staff-table';

const RIVERSIDE = { id: '6f1c2f9e-6d1b-4f8e-9a57-1d2f3c4b5a69', name: 'Riverside' };
const DAVIS = { id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d', name: 'Davis Downtown' };

const MEMBER: StaffMember = {
  id: 's-1',
  email: 'sam@example.com',
  username: null,
  role: 'CO_MANAGER',
  status: 'PENDING',
  market_ids: [RIVERSIDE.id],
  invited_at: '2026-11-20T12:00:00Z',
  invitation_expires_at: '2099-11-27T12:00:00Z',
  accepted_at: null,
  revoked_at: null,
  last_sign_in_at: null,
};

describe('staff in Spanish', () => {
  it('invites in Spanish: the title, the role and its hint, the markets', async () => {
    await chooseLocale('es');
    renderWithProviders(<InviteStaffDialog open onOpenChange={vi.fn()} markets={[RIVERSIDE, DAVIS]} />);
    expect(screen.getByRole('heading', { name: 'Invitar personal' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Función' })).toHaveTextContent('Personal del mercado');
    expect(screen.getByText('Cobro, transacciones e informes del día de sus mercados.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Mercados' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar invitación' })).toBeDisabled();
    expect(screen.queryByText('Invite staff')).not.toBeInTheDocument();
  });

  it('lists the staff and the seats in Spanish', async () => {
    await chooseLocale('es');
    renderWithProviders(
      <>
        <StaffSeats seats={{ used: 1, limit: 3 }} />
        <StaffTable staff={[MEMBER]} isLoading={false} error={null} markets={[RIVERSIDE, DAVIS]} />
      </>,
    );
    expect(screen.getByText('1 de 3 plazas de personal ocupadas')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('button', { name: /Miembro del personal/ })).toBeInTheDocument();
    expect(within(table).getByText('Cogerente del mercado')).toBeInTheDocument();
    expect(within(table).getByText('Pendiente')).toBeInTheDocument();
    expect(within(table).getByText('Nunca')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Acciones para sam@example.com' }));
    expect(await screen.findByRole('menuitem', { name: 'Reenviar invitación' })).toBeInTheDocument();
  });
});
