import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLayout } from './page-layout';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

describe('PageLayout', () => {
  afterEach(() => scrollWindowTo(0));

  it('renders the title, subtitle, right-hand element, help and footer', async () => {
    render(
      <PageLayout
        title="Vendors"
        subtitle="Everyone selling at your markets."
        helpText="Vendors belong to one or more markets."
        headerRight={<button type="button">Add Vendor</button>}
        footer={<p>Footer note</p>}
      >
        <p>Table</p>
      </PageLayout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Vendors' })).toBeInTheDocument();
    expect(screen.getByText('Everyone selling at your markets.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Vendor' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Footer note');

    // A tap opens the help (touch screens cannot hover).
    await userEvent.click(screen.getByRole('button', { name: 'Page help' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Vendors belong to one or more markets.');
    // A second tap puts it away (the tap on the button is not taken as one outside the tip, reopening it).
    // Press and release as a browser delivers them, with the page redrawn in between.
    const help = screen.getByRole('button', { name: 'Page help' });
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: help });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    await user.pointer({ keys: '[/MouseLeft]', target: help });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the scroll-to-top button past 300 px and scrolls smoothly to the top', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo;
    render(<PageLayout title="Transactions">rows</PageLayout>);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    scrollWindowTo(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollWindowTo(301);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('opens and closes the help with taps on a touch screen', async () => {
    const user = userEvent.setup();
    render(
      <PageLayout title="Vendors" helpText="Vendors belong to one or more markets.">
        rows
      </PageLayout>,
    );
    const help = screen.getByRole('button', { name: 'Page help' });
    const tap = async () => {
      await user.pointer([{ keys: '[TouchA]', target: help }]);
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    };
    await tap();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Vendors belong to one or more markets.');
    await tap();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await tap();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  });
});
