/** Wire types of the product's own /api routes, shared by worker (producer) and web (consumer). */

/** Every /api error: one envelope. `details` carries per-field messages for 422s. */
export interface ApiErrorBody {
  error: { code: string; message: string; details?: Record<string, string> };
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: 'ok' | 'unreachable';
  authMode: 'embedded' | 'proxy';
  latencyMs: number;
}
