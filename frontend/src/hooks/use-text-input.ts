import { useState, type ChangeEvent } from 'react';

/** A text input's state: its value, its setter, and the `value` and `onChange` to spread on the input (`field`). */
export function useTextInput(initial: string | (() => string) = '') {
  const [value, setValue] = useState(initial);
  const field = { value, onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value) };
  return { value, setValue, field };
}
