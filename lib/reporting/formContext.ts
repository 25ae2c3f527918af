import type { FailureReason } from '@/lib/api/result';
import { FORM_FIELDS, type FormName } from '@/lib/forms/formName';
import { refusedFields, type ValidationMessage } from '@polyfence/lead-contract';
import { routing } from '@/i18n/routing';

// Everything a form failure report may say, as closed lists: a report names forms, fields
// and reasons from these lists and never carries what a visitor typed.

const FORMS = Object.keys(FORM_FIELDS) as FormName[];
const REASONS: readonly FailureReason[] = ['http', 'network', 'timeout', 'config', 'invalid-response'];
/** The controls of every form, and `body` for a refusal of the whole request. */
const FIELDS = new Set<string>(['body', ...Object.values(FORM_FIELDS).flat()]);

export type FieldState = 'filled' | 'empty';

/** The `form` context of a report. */
export interface FormContext {
  name: FormName;
  locale: string;
  reason: FailureReason;
  /** HTTP status, when the host answered; null otherwise. */
  status: number | null;
  /** Which fields held something when the form was sent (never what). */
  fields: Record<string, FieldState>;
  /** The fields the host refused, with the catalogue key of the reason. */
  invalid?: Record<string, ValidationMessage>;
}

function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return true;
  if (value === null || typeof value !== 'object') return false;
  if (typeof (value as { length?: unknown }).length === 'number')
    return (value as ArrayLike<unknown>).length > 0;
  return Object.values(value).some(isFilled);
}

/** Filled or empty, for each known field of `values`: the only trace of the values in a report. */
export function describeFields(values: object): Record<string, FieldState> {
  const fields: Record<string, FieldState> = {};
  for (const [field, value] of Object.entries(values))
    if (FIELDS.has(field)) fields[field] = isFilled(value) ? 'filled' : 'empty';
  return fields;
}

/** Of the fields a host refused (the contract reads them), those this site's forms have. */
export function knownFields(
  refused: Record<string, ValidationMessage> | undefined,
): Record<string, ValidationMessage> | undefined {
  if (!refused) return undefined;
  const known = Object.entries(refused).filter(([field]) => FIELDS.has(field));
  return known.length > 0 ? Object.fromEntries(known) : undefined;
}

const isStatus = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599;

const oneOf = <T>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/**
 * A form context rebuilt from the closed lists above, or undefined when it is not one:
 * anything else set under `form`, by mistake or by other code, is left behind.
 */
export function checkedFormContext(raw: unknown): FormContext | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const { name, locale, reason, status, fields, invalid } = raw as Record<string, unknown>;
  if (!oneOf(FORMS, name) || !oneOf(routing.locales, locale) || !oneOf(REASONS, reason)) return undefined;
  const context: FormContext = {
    name,
    locale,
    reason,
    status: isStatus(status) ? status : null,
    fields: {},
  };
  if (fields && typeof fields === 'object')
    for (const [field, state] of Object.entries(fields))
      if (FIELDS.has(field) && (state === 'filled' || state === 'empty')) context.fields[field] = state;
  if (invalid && typeof invalid === 'object') {
    const refused = knownFields(
      refusedFields({
        errors: Object.fromEntries(Object.entries(invalid).map(([field, key]) => [field, [key]])),
      }),
    );
    if (refused) context.invalid = refused;
  }
  return context;
}

/** The report's message: fixed words around listed values, so it is kept as it is. */
export function failureMessage({ name, reason, status }: Pick<FormContext, 'name' | 'reason' | 'status'>) {
  return `${name} form failed: ${reason}${status ? ` ${status}` : ''}`;
}
