import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { PasswordField, SelectField, TextField } from '@/components/ui/form-field';

describe('TextField', () => {
  it('labels its input and describes it by the hint and the error', () => {
    render(<TextField label="Código postal" hint="7 dígitos" error="El código postal debe tener 7 dígitos" />);
    const input = screen.getByLabelText('Código postal');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('7 dígitos El código postal debe tener 7 dígitos');
  });

  it('is valid and undescribed without an error or a hint', () => {
    render(<TextField label="Alias" />);
    const input = screen.getByLabelText('Alias');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('says (opcional) in the label of an optional field', () => {
    render(<TextField label="Depto / Oficina" optional />);
    expect(screen.getByLabelText('Depto / Oficina (opcional)')).toBeInTheDocument();
  });

  it('marks a required label unless told not to', () => {
    render(
      <>
        <TextField label="Email" required />
        <TextField label="Usuario" required requiredMark={false} />
      </>,
    );
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByText('Email')).toHaveClass('form-field__label--required');
    expect(screen.getByLabelText('Usuario')).toBeRequired();
    expect(screen.getByText('Usuario')).not.toHaveClass('form-field__label--required');
  });
});

function PasswordPair() {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <PasswordField
        id="password"
        label="Contraseña"
        visible={visible}
        toggle={{ onToggle: () => setVisible((shown) => !shown), controls: 'password confirmation' }}
      />
      <PasswordField id="confirmation" label="Confirmar contraseña" visible={visible} />
    </>
  );
}

describe('PasswordField', () => {
  it("hides the characters until 'Mostrar', which reveals every input it controls", async () => {
    const user = userEvent.setup();
    render(<PasswordPair />);
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar' })).toHaveAttribute('aria-controls', 'password confirmation');
  });

  it('shows its error and has no toggle of its own without one', () => {
    render(<PasswordField id="next" label="Nueva contraseña" visible={false} error="Mínimo 6 caracteres" />);
    expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription('Mínimo 6 caracteres');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('SelectField', () => {
  it('labels its select, lists the options and describes it by its error', async () => {
    const user = userEvent.setup();
    function Status() {
      const [value, setValue] = useState('all');
      return (
        <SelectField
          label="Estado"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          options={[
            { value: 'all', label: 'Todos' },
            { value: 'sent', label: 'Enviados' },
          ]}
          error={value === 'sent' ? 'No disponible' : undefined}
        />
      );
    }
    render(<Status />);
    const select = screen.getByLabelText('Estado');
    expect(select).toHaveDisplayValue('Todos');
    expect(select).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(select, 'Enviados');
    expect(select).toHaveAccessibleDescription('No disponible');
  });
});
