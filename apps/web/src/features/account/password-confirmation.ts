/** What of a react-hook-form form with a confirmation field `recheckConfirmation` uses. */
export interface ConfirmationField {
  getFieldState: (name: 'confirmPassword') => { isTouched: boolean };
  trigger: (name: 'confirmPassword') => Promise<boolean>;
}

/**
 * Called as the password changes: once the confirmation field has been left, it is checked
 * again, so 'Passwords do not match.' goes as soon as the two agree (and comes back if they
 * part), whichever of them was edited. A confirmation not yet left is not judged.
 */
export const recheckConfirmation = ({ getFieldState, trigger }: ConfirmationField): void => {
  if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
};
