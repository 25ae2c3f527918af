/**
 * The forms' schema code, one chunk fetched once: in the visitor's first pause in a form, at the
 * latest on its first check.
 */
export const loadValidation = () => import('./validation');
