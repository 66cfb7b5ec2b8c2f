import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { RegionComunaFields } from '@/components/ui/region-comuna-fields';

function Picker({ initial = { region: '', comuna: '' }, keep = false }) {
  const [value, setValue] = useState(initial);
  return (
    <RegionComunaFields
      region={value.region}
      comuna={value.comuna}
      onRegionChange={(region) => setValue({ region, comuna: '' })}
      onComunaChange={(comuna) => setValue((current) => ({ ...current, comuna }))}
      keepUnlistedComuna={keep}
    />
  );
}

describe('RegionComunaFields', () => {
  it('keeps the comuna disabled until a region is chosen, then lists only that region’s comunas', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const comuna = screen.getByLabelText('Comuna');
    expect(comuna).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Primero elige una región' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Región'), 'Biobío');
    expect(comuna).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Concepción' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Providencia' })).not.toBeInTheDocument();
  });

  it('clears the comuna when the region changes', async () => {
    const user = userEvent.setup();
    render(<Picker initial={{ region: 'RM', comuna: 'Providencia' }} />);
    expect(screen.getByLabelText('Comuna')).toHaveValue('Providencia');
    await user.selectOptions(screen.getByLabelText('Región'), 'Valparaíso');
    expect(screen.getByLabelText('Comuna')).toHaveValue('');
  });

  it('offers a saved comuna outside the official list only when asked to keep it', () => {
    const { unmount } = render(<Picker initial={{ region: 'RM', comuna: 'Villa Inventada' }} keep />);
    expect(screen.getByLabelText('Comuna')).toHaveValue('Villa Inventada');
    unmount();
    render(<Picker initial={{ region: 'RM', comuna: 'Villa Inventada' }} />);
    expect(screen.queryByRole('option', { name: 'Villa Inventada' })).not.toBeInTheDocument();
  });

  it('shows each field’s error on its select', () => {
    render(
      <RegionComunaFields
        region=""
        comuna=""
        onRegionChange={() => undefined}
        onComunaChange={() => undefined}
        errors={{ region: 'La región es obligatoria', comuna: 'La comuna es obligatoria' }}
        required
      />,
    );
    expect(screen.getByLabelText('Región')).toHaveAccessibleDescription('La región es obligatoria');
    expect(screen.getByLabelText('Región')).toBeRequired();
    expect(screen.getByLabelText('Comuna')).toHaveAccessibleDescription('La comuna es obligatoria');
  });
});
