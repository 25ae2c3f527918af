import type { ValidationMessage } from '@polyfence/lead-contract';

/** Why a call failed; `config` means the deployment lacks a variable the call needs. */
export type FailureReason = 'http' | 'network' | 'timeout' | 'config' | 'invalid-response';

export type ApiOk<T> = { kind: 'ok'; data: T };
export type ApiConflict = { kind: 'conflict'; status: 409 };
export type ApiError = {
  kind: 'error';
  reason: FailureReason;
  status?: number;
  /** A 400's refused fields and the catalogue key of each reason, when the host names them. */
  invalid?: Record<string, ValidationMessage>;
};

/** What every client returns: a result to branch on, never a thrown error. */
export type ApiResult<T = null> = ApiOk<T> | ApiConflict | ApiError;

export const ok = <T>(data: T): ApiOk<T> => ({ kind: 'ok', data });
export const failure = (reason: FailureReason, status?: number): ApiError =>
  status === undefined ? { kind: 'error', reason } : { kind: 'error', reason, status };
