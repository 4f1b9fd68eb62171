import type { AccessLevel, Role, SelfUser, StaffRole } from '@marketday/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionDeniedPage } from '@/app/routes/shared/permission-denied';
import { RANGE_OPTIONS } from '@/hooks/use-date-range-choice';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { AppShell } from './app-shell';

const auth = vi.hoisted(() => ({
  isAuthenticated: true,
  isLoading: false,
  appRole: 'MARKET_MANAGER' as Role | null,
  appAccess: 'FULL' as AccessLevel | null,
  staffRole: null as StaffRole | null,
  login: vi.fn(),
  logout: vi.fn(async () => {}),
}));

const self = vi.hoisted(() => ({ data: { username: 'marta' } as Partial<SelfUser> }));

vi.mock('@/lib/auth', () => ({ useAuth: () => auth }));
vi.mock('@/entities/users/get-self', () => ({ useSelf: () => self }));
vi.mock('@/lib/api-client', () => ({ api: { get: vi.fn() } }));

function renderShell({
  role,
  access,
  staff,
  page = 'Page body',
}: {
  role: Role;
  access: AccessLevel;
  staff?: SelfUser['staff'];
  page?: ReactNode;
}) {
  auth.appRole = role;
  auth.appAccess = access;
  auth.staffRole = staff?.role ?? null;
  self.data = { username: 'marta', role, staff };
  vi.mocked(api.get).mockResolvedValue({ data: { count: 0 } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route path="/login" element={<p>Login page</p>} />
          <Route path="*" element={<AppShell>{page}</AppShell>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const mainNav = () => within(screen.getByRole('navigation', { name: 'Principal' }));
const navLabels = () =>
  mainNav()
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the signed-in shell in Spanish', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await chooseLocale('es');
  });

  it('gives a vendor their menu, account and sign-out in Spanish', () => {
    renderShell({ role: 'VENDOR', access: 'FULL' });
    expect(navLabels()).toEqual([
      'Mercados',
      'Productos',
      'Documentos',
      'Transacciones',
      'Solicitudes',
      'Bandeja de entrada',
    ]);
    expect(screen.getByRole('link', { name: 'Cuenta' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar u ocultar la barra lateral' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('gives a manager every page in Spanish, and says why an item is closed on their plan', () => {
    renderShell({ role: 'MARKET_MANAGER', access: 'FULL' });
    expect(navLabels()).toEqual([
      'Inicio',
      'Cobro',
      'Vendedores',
      'Transacciones',
      'Mercados',
      'Temporada',
      'Mapa de puestos',
      'Fichas',
      'Saldos',
      'Informes',
      'Documentos',
      'Solicitudes',
      'Bandeja de entrada',
      'Personal',
    ]);
    expect(mainNav().getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    expect(mainNav().getByRole('link', { name: 'Cobro' })).toHaveAttribute('href', '/checkout/options');
  });

  it('tells an off-season manager to upgrade their plan', () => {
    renderShell({ role: 'MARKET_MANAGER', access: 'OFF_SEASON' });
    expect(mainNav().getByRole('button', { name: 'Cobro' })).toHaveAccessibleDescription(
      'Mejore su plan para usar esta página',
    );
  });

  it('shows staff who they work for and their Profile', () => {
    renderShell({
      role: 'MARKET_STAFF',
      access: 'OFF_SEASON',
      staff: { role: 'CO_MANAGER', market_ids: ['m1'], employer_name: 'Riverside Markets' },
    });
    expect(screen.getByText('Personal de Riverside Markets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/account');
    expect(mainNav().getByRole('button', { name: 'Cobro' })).toHaveAccessibleDescription(
      'El plan de su gerente del mercado no incluye esta página',
    );
  });

  it('shows a route page in Spanish: permission denied for an off-season manager', () => {
    renderShell({ role: 'MARKET_MANAGER', access: 'OFF_SEASON', page: <PermissionDeniedPage /> });
    expect(screen.getByRole('heading', { level: 1, name: 'Permiso denegado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Cuenta' })).toHaveAttribute('href', '/account');
  });

  it('names the date ranges of the filters in Spanish', () => {
    const labels = RANGE_OPTIONS.map((option) => option.label);
    expect(labels).toContain('Últimos 7 días');
    expect(labels).toContain('Enero');
    expect(labels.at(-1)).toBe('Periodo personalizado');
  });
});
