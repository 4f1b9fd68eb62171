import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DatePicker } from './date-picker';
import { Modal } from './modal';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { SideSheet } from './side-sheet';

function DateField() {
  const [value, setValue] = useState<Date | null>(new Date(2024, 0, 15));
  return (
    <>
      <label htmlFor="paid-on">Paid on</label>
      <DatePicker id="paid-on" value={value} onChange={setValue} />
    </>
  );
}

// Each layer can be closed, as the app's are: a press it counts as outside would close it.
function RecordPayment() {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onOpenChange={setOpen} title="Record payment">
      <DateField />
    </Modal>
  );
}

function UploadDocument() {
  const [open, setOpen] = useState(true);
  return (
    <SideSheet open={open} onOpenChange={setOpen} title="Upload document" description="A document">
      <DateField />
    </SideSheet>
  );
}

// The calendar is drawn apart from the dialog (a portal): a press in it must count as inside the dialog.
async function turnCalendarMonths() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open calendar' }));
  await user.click(await screen.findByRole('button', { name: /previous month/i }));
  await user.click(screen.getByRole('button', { name: /next month/i }));
  return user;
}

describe('a popover opened inside a layer', () => {
  beforeAll(async () => {
    await import('./calendar');
  });

  it('leaves the dialog open when the calendar of its date field turns a month', async () => {
    render(<RecordPayment />);
    await turnCalendarMonths();
    expect(screen.getByRole('dialog', { name: 'Record payment' })).toBeInTheDocument();
    expect(screen.getByLabelText('Paid on')).toHaveValue('01/15/2024');
  });

  it('leaves the sheet open too', async () => {
    render(<UploadDocument />);
    await turnCalendarMonths();
    expect(screen.getByRole('dialog', { name: 'Upload document' })).toBeInTheDocument();
  });

  it('leaves an outer popover open, and a press outside everything still closes it', async () => {
    const user = userEvent.setup();
    render(
      <Popover defaultOpen>
        <PopoverTrigger>Filters</PopoverTrigger>
        <PopoverContent aria-label="Filters">
          <DateField />
        </PopoverContent>
      </Popover>,
    );
    await turnCalendarMonths();
    expect(screen.getByLabelText('Paid on')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByLabelText('Paid on')).not.toBeInTheDocument();
  });
});
