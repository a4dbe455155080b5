/** Whether a database error is a unique-index violation (PostgreSQL's `23505`). */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
