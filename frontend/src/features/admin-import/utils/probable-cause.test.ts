import { describe, expect, it } from 'vitest';

import { probableCause } from '@/features/admin-import/utils/probable-cause';

describe('probableCause (admin.md section 5)', () => {
  it.each([
    ['Falta el campo requerido modelo', 'Campo requerido faltante'],
    ['Missing required field: stock', 'Campo requerido faltante'],
    ['itemCode tiene un formato inválido: más de 100 caracteres', 'Formato inválido'],
    ['Invalid value', 'Formato inválido'],
    ['stock debe ser un número entero mayor o igual a 0; valor: "muchos"', 'Valor numérico inválido'],
    ['Precio_WEB must be a number', 'Valor numérico inválido'],
    ['El año de inicio es posterior', 'Año o fecha inválidos'],
    ['Bad date in row', 'Año o fecha inválidos'],
    ['Subcategoría desconocida', 'Categoría no reconocida'],
    ['Unknown category', 'Categoría no reconocida'],
    ['Marca desconocida', 'Problema con la marca'],
    ['brand not allowed', 'Problema con la marca'],
    ['Modelo desconocido', 'Problema con el modelo'],
    ['Error de conexión con la base de datos', 'Error de conexión o base de datos'],
    ['database timeout', 'Error de conexión o base de datos'],
    ['Algo salió mal', 'Sin categorizar'],
  ])('labels "%s" as %s', (error, label) => {
    expect(probableCause(error)).toBe(label);
  });

  it('follows the order of the spec when several keywords match', () => {
    // 'requerido' comes before 'marca' in the list.
    expect(probableCause('Falta el campo requerido U_marca')).toBe('Campo requerido faltante');
    // 'número' comes before 'año'.
    expect(probableCause('ano_inicio debe ser un año (número entre 1900 y 2100); valor: "x"')).toBe(
      'Valor numérico inválido',
    );
  });
});
