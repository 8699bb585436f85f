import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  await userEvent.type(box, 'lade');
  await waitFor(() => expect(onSearch).toHaveBeenCalledWith('lade'));
  expect(onSearch).toHaveBeenCalledOnce();

  await userEvent.type(box, 'kast{Enter}');
  expect(onSearch).toHaveBeenLastCalledWith('ladekast');

  await userEvent.click(screen.getByRole('button', { name: 'Wissen' }));
  expect(box).toHaveValue('');
  await new Promise((resolve) => setTimeout(resolve, 80));
  expect(onSearch).toHaveBeenCalledTimes(2);
});
