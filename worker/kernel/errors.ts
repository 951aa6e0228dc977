/** Another writer appended to the stream since the caller read it; re-read and retry. */
export class ConcurrencyConflictError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number | 'any',
  ) {
    super(`Stream ${streamId} is no longer at version ${expectedVersion}.`);
    this.name = 'ConcurrencyConflictError';
  }
}

/** An event whose type, stream type or payload does not fit the registry. */
export class InvalidEventError extends Error {
  constructor(
    readonly eventType: string,
    message: string,
  ) {
    super(`${eventType}: ${message}`);
    this.name = 'InvalidEventError';
  }
}

/** A project slug already used by another project (the read model's unique index). */
export class SlugTakenError extends Error {
  constructor() {
    super('This slug is already used by another project.');
    this.name = 'SlugTakenError';
  }
}
