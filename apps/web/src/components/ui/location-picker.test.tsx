import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useControlledValue } from '@/test/controlled-value';
import { formatLocation, LocationPicker, parseLocation } from './location-picker';

function Controlled({
  initial = null,
  onValue,
}: {
  initial?: string | null;
  onValue?: (v: string | null) => void;
}) {
  const bound = useControlledValue<string | null>(initial, onValue);
  return <LocationPicker {...bound} />;
}

const stateBox = () => screen.getByRole('combobox', { name: 'State' });
const countyBox = () => screen.getByRole('combobox', { name: 'County' });

async function choose(box: HTMLElement, option: string) {
  await userEvent.click(box);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('LocationPicker', () => {
  // Picking from the long state and county lists takes several seconds of simulated typing on a busy 2-core CI
  // machine (it once took 5.9 s there), more than the default 5 s.
  it('keeps the county list disabled until a state is picked, then fills it with that state', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    expect(countyBox()).toBeDisabled();

    await choose(stateBox(), 'California');
    expect(onValue).toHaveBeenLastCalledWith('CA');
    expect(countyBox()).toBeEnabled();

    await userEvent.click(countyBox());
    expect(await screen.findAllByRole('option')).toHaveLength(58);
    await userEvent.click(screen.getByRole('option', { name: 'Alameda County' }));
    expect(onValue).toHaveBeenLastCalledWith('Alameda County, CA');
    expect(countyBox()).toHaveTextContent('Alameda County');
  }, 15_000);

  it('offers no District of Columbia but does offer Puerto Rico', async () => {
    render(<Controlled />);
    await userEvent.click(stateBox());
    expect(await screen.findAllByRole('option')).toHaveLength(51);
    expect(screen.queryByRole('option', { name: 'District of Columbia' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Puerto Rico' })).toBeInTheDocument();
  });

  it('clears the county when the state changes', async () => {
    const onValue = vi.fn();
    render(<Controlled initial="Alameda County, CA" onValue={onValue} />);
    expect(stateBox()).toHaveTextContent('California');
    expect(countyBox()).toHaveTextContent('Alameda County');

    await choose(stateBox(), 'Oregon');
    expect(onValue).toHaveBeenLastCalledWith('OR');
    expect(countyBox()).not.toHaveTextContent('Alameda County');
    expect(countyBox()).toHaveTextContent('Select a county');
  });
});

describe('parseLocation and formatLocation', () => {
  it.each([
    ['Alameda County, CA', { stateCode: 'CA', county: 'Alameda County' }],
    ['CA', { stateCode: 'CA', county: null }],
    [' ca ', { stateCode: 'CA', county: null }],
    ['Nowhere County, CA', { stateCode: 'CA', county: null }],
    ['DC', { stateCode: null, county: null }],
    ['', { stateCode: null, county: null }],
    [null, { stateCode: null, county: null }],
  ])('reads %j', (value, parts) => {
    expect(parseLocation(value)).toEqual(parts);
  });

  it('stores "County, ST", "ST" or null', () => {
    expect(formatLocation({ stateCode: 'CA', county: 'Alameda County' })).toBe('Alameda County, CA');
    expect(formatLocation({ stateCode: 'CA', county: null })).toBe('CA');
    expect(formatLocation({ stateCode: null, county: null })).toBeNull();
  });
});
