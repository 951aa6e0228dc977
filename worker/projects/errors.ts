import { ApiError } from '../http/api-error';

/** Anyone who may not know the project exists is told it does not. */
export function projectNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'Project not found.');
}

export function staleVersion(): ApiError {
  return new ApiError(
    409,
    'conflict',
    'This project was changed since you opened it. Reload it to see the latest version.',
  );
}

/** The lifecycle machine said no: the project is not in a state that allows this. */
export function invalidTransition(message: string): ApiError {
  return new ApiError(409, 'invalid_transition', message);
}

/** A 422 for one field, in the same shape as the validator's. */
export function fieldRefused(field: string, message: string): ApiError {
  return new ApiError(422, 'validation_failed', 'Check the highlighted fields.', {
    [field]: message,
  });
}

export function slugTaken(): ApiError {
  return fieldRefused(
    'title',
    'Another project already uses a title like this one. Choose a different title.',
  );
}

/** Withdraw refused: a draft, a rejected project or a raise that ended has no such step. */
export const WITHDRAW_REFUSAL = 'Only a project that is in review or live can be withdrawn.';
