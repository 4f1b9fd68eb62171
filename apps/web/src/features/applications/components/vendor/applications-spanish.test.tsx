import type { DocumentRecord } from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { PENDING_APPLICATION } from '../../testing/application-fixtures';
import { ApplicationReviewCard } from '../manager/application-review-card';
import { ApplyForm } from './apply-form';
import { OwnApplicationCard } from './own-application-card';

const INSURANCE: DocumentRecord = {
  id: '2d1c4e3a-5f6b-4c7d-8e9f-0a1b2c3d4e5f',
  creator_id: null,
  owner_id: 'v',
  owner_name: 'Farm',
  created_at: '2026-01-01T00:00:00.000Z',
  type: 'Insurance',
  path: 'x.pdf',
  size: 1,
  version: 1,
  expr: '2026-12-01',
  meta: {},
  status: 'UP_TO_DATE',
  status_text: 'Server wording',
};

describe('the applications in Spanish', () => {
  it('reads the application form in Spanish', async () => {
    await chooseLocale('es');
    render(
      <MemoryRouter>
        <ApplyForm
          marketId="0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d"
          products={[]}
          documents={[INSURANCE]}
          renderDocumentStatus={() => null}
          onSubmit={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('Mensaje para el gerente')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Documentos/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Seguro')).toBeChecked();
    expect(screen.getByRole('link', { name: 'Agregue productos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeInTheDocument();
    expect(screen.queryByText('Send application')).toBeNull();
  });

  it('reads the vendor’s own application and the manager’s review in Spanish', async () => {
    await chooseLocale('es');
    render(
      <MemoryRouter>
        <OwnApplicationCard
          application={{ ...PENDING_APPLICATION, status: 'APPROVED', decided_at: '2026-05-03T16:00:00.000Z' }}
          renderDocumentStatus={() => null}
          onWithdraw={vi.fn()}
        />
        <ApplicationReviewCard
          application={{ ...PENDING_APPLICATION, attendance: { present: 18, late: 1, absent: 1 } }}
          renderDocumentStatus={() => null}
          onDecide={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Aprobada')).toBeInTheDocument();
    // The days spell their month in Spanish ('1 may 2026'), never the English 05/01/2026.
    expect(screen.getByText(/^Solicitada el 1 may\.? 2026 · Decidida el 3 may\.? 2026$/)).toBeInTheDocument();
    expect(screen.getByText('Ya vende en este mercado.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Últimos 12 meses: 18 presentes · 1 tarde · 1 ausencia')).toBeInTheDocument();
    expect(screen.getByText('Pendiente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aprobar' })).toBeInTheDocument();
    expect(screen.queryByText('Approve')).toBeNull();
  });
});
