import { useCallback } from 'react';
import { validationMessage } from '../errors';
import { useAuthMessage } from './useAuthMessage';

/**
 * Form errors carry the shared rules' codes (e.g. 'password_length'): this turns one into
 * its text, with the limit filled in. Unknown codes show the generic text, never the code.
 */
export function useValidationText(): (code: string | undefined) => string | undefined {
  const format = useAuthMessage();
  return useCallback(
    (code: string | undefined) => (code === undefined ? undefined : format(validationMessage(code) ?? { key: 'unknown' })),
    [format],
  );
}
