/** The forms' schema code, one chunk fetched once: on a form's first use, at the latest on its first check. */
export const loadValidation = () => import('./validation');
