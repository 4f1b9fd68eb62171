import { type DocumentStatus, documentStatusFields } from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { DocumentStatusBadge } from './status-badge';

describe('DocumentStatusBadge', () => {
  it.each<[DocumentStatus, string]>([
    ['PAST_DUE', 'Due yesterday'],
    ['URGENT', 'Due today'],
    ['DUE_SOON', 'Due in 20 days'],
    ['NO_DOCUMENT', 'No expiration found.'],
  ])('shows %s with the server’s wording "%s"', (status, text) => {
    render(<DocumentStatusBadge status={status} text={text} />);
    expect(screen.getByText(text)).toHaveAttribute('data-status', status);
  });

  it('shows an up-to-date document as a success check with its expiry date, not a countdown', () => {
    const { container, rerender } = render(
      <DocumentStatusBadge status="UP_TO_DATE" text="Due in 403 days" expr="2027-12-31" />,
    );
    const badge = screen.getByText('Up to date · expires 12/31/2027');
    expect(badge).toHaveAttribute('data-status', 'UP_TO_DATE');
    expect(badge).toHaveAttribute('title', 'Due in 403 days');
    expect(container.querySelector('svg.lucide-circle-check')).not.toBeNull();
    expect(screen.queryByText(/Due in 403 days/)).not.toBeInTheDocument();
    rerender(<DocumentStatusBadge status="UP_TO_DATE" text="Due in 403 days" />);
    expect(screen.getByText('Up to date')).toBeInTheDocument();
  });

  it('every status carries an icon next to its text, so colour is never the only signal', () => {
    const statuses: DocumentStatus[] = ['PAST_DUE', 'URGENT', 'DUE_SOON', 'UP_TO_DATE', 'NO_DOCUMENT'];
    for (const status of statuses) {
      const { container, unmount } = render(<DocumentStatusBadge status={status} text="Server text" />);
      expect(container.querySelector('svg')).not.toBeNull();
      expect(container.textContent).toBe(status === 'UP_TO_DATE' ? 'Up to date' : 'Server text');
      unmount();
    }
  });

  // The server's own wording (documentStatusFields), so a change to it without its translation fails here.
  it.each([
    ['2026-11-16', 'Venció hace 12 días'],
    ['2026-11-27', 'Venció ayer'],
    ['2026-11-28', 'Vence hoy'],
    ['2026-11-29', 'Vence mañana'],
    ['2026-12-18', 'Vence en 20 días'],
    [null, 'No se encontró vencimiento.'],
  ] as const)(
    'says the status of a document expiring %s in Spanish to a Spanish reader',
    async (expr, spanish) => {
      await chooseLocale('es');
      const { status, status_text } = documentStatusFields({ expr, today: '2026-11-28' });
      render(<DocumentStatusBadge status={status} text={status_text} />);
      expect(screen.getByText(spanish)).toHaveAttribute('data-status', status);
    },
  );

  it('says an up-to-date document’s countdown, its title, in Spanish too', async () => {
    await chooseLocale('es');
    render(<DocumentStatusBadge status="UP_TO_DATE" text="Due in 403 days" />);
    expect(screen.getByText('Al día')).toHaveAttribute('title', 'Vence en 403 días');
  });
});
