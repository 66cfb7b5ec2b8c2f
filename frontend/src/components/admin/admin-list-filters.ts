import { useState } from 'react';

import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** A list's search box: what is typed now (`field`, for the box) and the trimmed text once typing pauses (`text`). */
export function useSearchFilter(debounceMs: number) {
  const [input, setInput] = useState('');
  const text = useDebouncedValue(input.trim(), debounceMs);
  return { text, field: { value: input, onChange: setInput } };
}

/** A list's choice filter: its value, and the `value` and `onChange` its select takes (`field`). */
export function useChoiceFilter<C extends string>(initial: C) {
  const [value, setValue] = useState<C>(initial);
  // The select offers only the options of type C it was given.
  const field = { value, onChange: (next: string) => setValue(next as C) };
  return { value, field };
}
