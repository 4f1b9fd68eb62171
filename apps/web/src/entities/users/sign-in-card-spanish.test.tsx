import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { SignInCard } from './sign-in-card';

const SELF = { username: 'ana_staff', email: 'ana@example.com' };

describe('the sign-in card', () => {
  it('reads Profile, Username and E-mail in English', () => {
    render(<SignInCard self={SELF} description="Who is signed in" />);
    expect(screen.getByText('Profile')).toBeInTheDocument();
    expect(screen.getByText('Username')).toBeInTheDocument();
    expect(screen.getByText('E-mail')).toBeInTheDocument();
  });

  it('reads Perfil, Nombre de usuario and Correo electrónico in Spanish, the account’s own words unchanged', async () => {
    await chooseLocale('es');
    render(<SignInCard self={SELF} description="Quién inició sesión" />);
    expect(screen.getByText('Perfil')).toBeInTheDocument();
    expect(screen.getByText('Nombre de usuario')).toBeInTheDocument();
    expect(screen.getByText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByText('ana_staff')).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Username')).not.toBeInTheDocument();
  });
});
