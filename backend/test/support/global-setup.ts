/** API tests need real services: `npm test` provides them; a bare `npx jest` explains how. */
export default function globalSetup(): void {
  const missing = ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET'].filter((key) => !process.env[key]);
  if (missing.length > 0) {
    throw new Error(
      `Faltan ${missing.join(', ')}. Ejecuta las pruebas con \`npm test\` (levanta PostgreSQL y Redis desechables) ` +
        'o define esas variables apuntando a servicios de prueba.',
    );
  }
}
