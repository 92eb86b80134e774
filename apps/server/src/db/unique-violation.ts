/** PostgreSQL's unique_violation, whether Drizzle hands the driver's error over as is or as its cause. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (
    let current = error;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
};
