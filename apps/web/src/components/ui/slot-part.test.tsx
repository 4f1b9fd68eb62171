import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { slotPart } from './slot-part';

const Note = slotPart('p', 'note', { 'data-kind': 'plain', className: 'text-sm p-2' });
const Plain = slotPart('span', 'plain');

describe('slotPart', () => {
  it('draws its slot, fixed attributes and base classes, passing the rest through', () => {
    render(<Note title="hint">Hello</Note>);
    const note = screen.getByText('Hello');
    expect(note.tagName).toBe('P');
    expect(note).toHaveAttribute('data-slot', 'note');
    expect(note).toHaveAttribute('data-kind', 'plain');
    expect(note).toHaveAttribute('title', 'hint');
    expect(note).toHaveClass('text-sm', 'p-2');
  });

  it("merges the caller's className after the base, so a conflicting class wins", () => {
    render(<Note className="p-4 font-bold">Hello</Note>);
    const note = screen.getByText('Hello');
    expect(note).toHaveClass('text-sm', 'p-4', 'font-bold');
    expect(note).not.toHaveClass('p-2');
  });

  it("lets the caller's own attributes override the part's", () => {
    render(<Note data-kind="loud">Hello</Note>);
    expect(screen.getByText('Hello')).toHaveAttribute('data-kind', 'loud');
  });

  it('adds no class attribute when the part has no base classes and the caller gives none', () => {
    render(<Plain>Hi</Plain>);
    expect(screen.getByText('Hi')).not.toHaveAttribute('class');
  });
});
