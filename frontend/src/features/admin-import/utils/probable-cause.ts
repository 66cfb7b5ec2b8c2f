/** Lower case without accents, so 'Número' and 'numero' match the same keyword. */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

// admin.md section 5, in the spec's order (the first match wins). Keywords cover the English words of the spec and
// the Spanish texts the API writes ('Falta el campo requerido modelo', 'stock debe ser un número ...').
const CAUSES: ReadonlyArray<{ label: string; pattern: RegExp }> = [
  { label: 'Campo requerido faltante', pattern: /missing|required|falta|requerid|obligatori|vaci[oa]/ },
  { label: 'Formato inválido', pattern: /format|invalid/ },
  { label: 'Valor numérico inválido', pattern: /number|numer/ },
  { label: 'Año o fecha inválidos', pattern: /year|date|fecha|\bano\b|\banos\b|ano_(inicio|fin)/ },
  { label: 'Categoría no reconocida', pattern: /categor/ },
  { label: 'Problema con la marca', pattern: /brand|marca/ },
  { label: 'Problema con el modelo', pattern: /model/ },
  { label: 'Error de conexión o base de datos', pattern: /connection|database|conexion|base de datos/ },
];

export const UNCATEGORISED_CAUSE = 'Sin categorizar';

/** The probable cause of an import row error, derived from keywords in its text. */
export function probableCause(error: string): string {
  const text = normalize(error);
  return CAUSES.find((cause) => cause.pattern.test(text))?.label ?? UNCATEGORISED_CAUSE;
}
