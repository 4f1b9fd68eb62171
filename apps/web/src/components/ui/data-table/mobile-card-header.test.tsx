import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MobileCardHeader } from './mobile-card-header';

describe('MobileCardHeader', () => {
  it('shows the title as a level-2 heading, the lines under it and the actions', () => {
    render(
      <MobileCardHeader title="Alpha Farm" actions={<button type="button">Actions for Alpha Farm</button>}>
        <p>Producer</p>
      </MobileCardHeader>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Alpha Farm' })).toBeInTheDocument();
    expect(screen.getByText('Producer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for Alpha Farm' })).toBeInTheDocument();
  });

  it('takes a level-3 heading inside a section, and no heading where the lines name the row', () => {
    const { unmount } = render(<MobileCardHeader title="W-9" heading="h3" actions={null} />);
    expect(screen.getByRole('heading', { level: 3, name: 'W-9' })).toBeInTheDocument();
    unmount();

    render(
      <MobileCardHeader actions={null}>
        <span>sam@example.com</span>
      </MobileCardHeader>,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
  });
});
