import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useControlledValue } from '@/test/controlled-value';
import { CustomFieldsInput } from './custom-fields-input';
import { FormArrayError, FormRecordError } from './form-collection-error';

function Controlled({
  fields,
  onValue,
}: {
  fields: string[];
  onValue?: (v: Record<string, string | null>) => void;
}) {
  const bound = useControlledValue<Record<string, string | null>>({}, onValue);
  return <CustomFieldsInput fields={fields} {...bound} />;
}

describe('CustomFieldsInput', () => {
  it("says 'No Custom Fields' when there are none", () => {
    render(<CustomFieldsInput fields={[]} value={{}} onChange={() => {}} />);
    expect(screen.getByText('No Custom Fields')).toBeInTheDocument();
  });

  it('gives other keys a text field labelled from the key, never the raw key', async () => {
    const onValue = vi.fn();
    render(<Controlled fields={['weather', 'num_shoppers']} onValue={onValue} />);
    expect(screen.getByLabelText('Weather')).toHaveAttribute('placeholder', 'Enter Weather');
    expect(screen.queryByText('num_shoppers')).not.toBeInTheDocument();
    const shoppers = screen.getByLabelText('Num shoppers');
    expect(shoppers).toHaveAttribute('placeholder', 'Enter Num shoppers');
    await userEvent.type(shoppers, '42');
    expect(onValue).toHaveBeenLastCalledWith({ num_shoppers: '42' });
    await userEvent.clear(shoppers);
    expect(onValue).toHaveBeenLastCalledWith({ num_shoppers: null });
  });

  it('shows a Location picker for the state key, whatever its case', async () => {
    const onValue = vi.fn();
    render(<Controlled fields={['State', 'notes']} onValue={onValue} />);
    expect(screen.getByRole('group', { name: 'Location' })).toBeInTheDocument();
    // The picker's states and counties load after the form (lazyPart).
    await userEvent.click(await screen.findByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Puerto Rico' }));
    expect(onValue).toHaveBeenLastCalledWith({ State: 'PR' });
  });

  it('shows a field error next to its field', () => {
    render(
      <CustomFieldsInput
        fields={['weather']}
        value={{}}
        onChange={() => {}}
        errors={{ weather: 'Too long' }}
      />,
    );
    expect(screen.getByLabelText('Weather')).toHaveAccessibleDescription('Too long');
  });
});

describe('FormArrayError and FormRecordError', () => {
  it('show the message when there is one', () => {
    render(<FormArrayError error={{ message: 'Pick at least one token' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Pick at least one token');
  });

  it('fall back to a generic message for errors only in the items', () => {
    render(
      <>
        <FormArrayError error={[{ count: { message: 'x' } }]} />
        <FormRecordError error={{ weather: { message: 'x' } }} />
      </>,
    );
    expect(screen.getByText('Invalid array data')).toBeInTheDocument();
    expect(screen.getByText('Invalid record data')).toBeInTheDocument();
  });

  it('render nothing without an error', () => {
    const { container } = render(<FormArrayError error={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
