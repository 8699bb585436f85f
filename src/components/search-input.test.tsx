import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { SearchInput } from './search-input';

function Search({ onSearch }: { onSearch: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchInput
        label="Zoeken"
        value={value}
        delay={50}
        onSearch={(next) => {
          onSearch(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Wissen
      </button>
    </>
  );
}

test('typing searches once after a pause, Enter at once, and an outside reset empties it', async () => {
  const onSearch = vi.fn();
  render(<Search onSearch={onSearch} />);
  const box = screen.getByRole('searchbox', { name: 'Zoeken' });

  // One change per step: on a busy machine, keystrokes typed one by one can be a pause apart.
  fireEvent.change(box, { target: { value: 'lade' } });
  await waitFor(() => expect(onSearch).toHaveBeenCalledWith('lade'));
  expect(onSearch).toHaveBeenCalledOnce();

  fireEvent.change(box, { target: { value: 'ladekast' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(onSearch).toHaveBeenLastCalledWith('ladekast');

  fireEvent.click(screen.getByRole('button', { name: 'Wissen' }));
  expect(box).toHaveValue('');
  // A search the reset set off would come before this one's: the pauses are the same length.
  fireEvent.change(box, { target: { value: 'bak' } });
  await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('bak'));
  expect(onSearch.mock.calls).toEqual([['lade'], ['ladekast'], ['bak']]);
});
