/**
 * Avatar initials: the first letters of the first two words of the name ('Ana María Pérez' → 'AM'), or the first
 * letter of the email when there is no name.
 */
export function getInitials(name: string, email = ''): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return (letters || Array.from(email.trim())[0] || '?').toLocaleUpperCase('es-CL');
}
