// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useApplyOnChoose } from './useApplyOnChoose';

function Sort({ apply }: { apply: (value: string) => void }) {
  const [value, setValue] = useState('a');
  const select = useApplyOnChoose(value, (next) => {
    apply(next);
    setValue(next);
  });
  return (
    <select
      aria-label="Sorter etter"
      value={select.value}
      onChange={(event) => select.onChange(event.target.value)}
      onKeyDown={select.onKeyDown}
      onPointerDown={select.onPointerDown}
      onBlur={select.onBlur}
    >
      <option value="a">A</option>
      <option value="b">B</option>
      <option value="c">C</option>
    </select>
  );
}

const select = () => screen.getByRole('combobox', { name: 'Sorter etter' }) as HTMLSelectElement;

/** What a browser does for ArrowDown on a closed select: the key, then the new value's change. */
function arrowTo(value: string) {
  fireEvent.keyDown(select(), { key: 'ArrowDown' });
  fireEvent.change(select(), { target: { value } });
}

describe('useApplyOnChoose', () => {
  afterEach(cleanup);

  it('applies a value picked with the mouse at once', () => {
    const apply = vi.fn();
    render(<Sort apply={apply} />);
    fireEvent.pointerDown(select());
    fireEvent.change(select(), { target: { value: 'c' } });
    expect(apply).toHaveBeenCalledExactlyOnceWith('c');
  });

  it('shows values reached with the arrow keys and applies the last one on Enter, once', () => {
    const apply = vi.fn();
    render(<Sort apply={apply} />);
    arrowTo('b');
    arrowTo('c');
    expect(apply).not.toHaveBeenCalled();
    expect(select().value).toBe('c');

    fireEvent.keyDown(select(), { key: 'Enter' });
    expect(apply).toHaveBeenCalledExactlyOnceWith('c');
  });

  it('applies an arrow-key choice when the select loses the focus, and nothing when unchanged', () => {
    const apply = vi.fn();
    render(<Sort apply={apply} />);
    fireEvent.blur(select());
    expect(apply).not.toHaveBeenCalled();

    arrowTo('b');
    fireEvent.blur(select());
    expect(apply).toHaveBeenCalledExactlyOnceWith('b');
  });
});
