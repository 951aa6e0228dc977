import { ApiError } from '../http/api-error';

/** Anyone who may not know the thing exists is told it does not. */
export function notFound(what: string): ApiError {
  return new ApiError(404, 'not_found', `${what} not found.`);
}

export const projectNotFound = () => new ApiError(404, 'project_not_found', 'Project not found.');

/** The project exists but is not in a state that allows this (closed, not yet live). */
export function projectClosed(message: string): ApiError {
  return new ApiError(409, 'project_closed', message);
}

export function forbidden(message: string): ApiError {
  return new ApiError(403, 'forbidden', message);
}

/** Another writer got there first; the caller can simply try again. */
export function busy(): ApiError {
  return new ApiError(409, 'conflict', 'Someone else changed this at the same moment. Try again.');
}
