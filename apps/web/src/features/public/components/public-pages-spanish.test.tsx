import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { AboutHero } from './about-hero';
import { AudienceSection } from './audience-section';
import { CommunitySections } from './community-sections';
import { FaqList } from './faq-list';
import { FeatureGrid } from './feature-grid';

describe('the public pages in Spanish', () => {
  it('read the about page, the community and the questions in Spanish', async () => {
    await chooseLocale('es');
    render(
      <MemoryRouter>
        <AboutHero />
        <FeatureGrid />
        <AudienceSection />
        <CommunitySections />
        <FaqList />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Empiece su prueba gratis de \d+ días/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fichas del mercado' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Para quién es Marketday' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Asociaciones' })).toBeInTheDocument();
    expect(screen.getByText('¿Qué son las fichas?')).toBeInTheDocument();
    expect(screen.getByText(/prueba gratis de \d+ días con todas las funciones/)).toBeInTheDocument();
    expect(screen.queryByText('What are tokens?')).not.toBeInTheDocument();
  });
});
