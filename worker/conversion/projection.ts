/**
 * Projection of the conversion streams (docs/after-the-raise.md) into
 * `conversion_outside_safes`, `conversion_outcomes` and `safe_conversions` (migration
 * 0034). The shares each SAFE became are computed here from the event's own payload by
 * the pure module (shared/conversion), never read from elsewhere, so a replay writes the
 * same rows.
 */
import { outcomeOf, type OutcomeFacts } from '../../shared/conversion/outcome';
import type { StoredEvent, StoredEventOf } from '../kernel/types';

type ConversionEvent = StoredEventOf<'conversion'>;

export const CONVERSION_TABLES = [
  'conversion_outside_safes',
  'conversion_outcomes',
  'safe_conversions',
] as const;

export const conversionStreamId = (projectId: string) => `conversion:${projectId}`;

export function isConversionEvent(event: StoredEvent): event is ConversionEvent {
  return event.streamType === 'conversion';
}

/** The facts of an outcome event, in the shape shared/conversion/outcome.ts takes. */
export function factsOf(
  event: StoredEvent<
    | 'conversion.priced_round_recorded'
    | 'conversion.liquidity_recorded'
    | 'conversion.dissolution_recorded'
  >,
): OutcomeFacts {
  switch (event.type) {
    case 'conversion.priced_round_recorded': {
      const q = event.payload;
      return { kind: 'priced_round', company: q.company, round: q.round, stack: q.stack };
    }
    case 'conversion.liquidity_recorded': {
      const q = event.payload;
      return {
        kind: 'liquidity',
        company: q.company,
        proceedsCents: q.proceedsCents,
        stack: q.stack,
      };
    }
    case 'conversion.dissolution_recorded': {
      const q = event.payload;
      return { kind: 'dissolution', availableCents: q.availableCents, stack: q.stack };
    }
  }
}

function outcomeStatements(
  db: D1Database,
  event: StoredEvent<
    | 'conversion.priced_round_recorded'
    | 'conversion.liquidity_recorded'
    | 'conversion.dissolution_recorded'
  >,
): D1PreparedStatement[] {
  const facts = factsOf(event);
  const outcome = outcomeOf(facts);
  const price = outcome.pricedRound?.roundPriceCents;
  const p = event.payload;
  return [
    db
      .prepare(
        `INSERT OR REPLACE INTO conversion_outcomes (project_id, kind, occurred_on, idempotency_key,
           facts, round_price_num, round_price_den, recorded_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
      )
      .bind(
        p.projectId,
        facts.kind,
        p.occurredOn,
        p.idempotencyKey,
        JSON.stringify(facts),
        price ? price.num.toString() : null,
        price ? price.den.toString() : null,
        event.occurredAt,
      ),
    ...outcome.safes.map((s) =>
      db
        .prepare(
          `INSERT OR REPLACE INTO safe_conversions (project_id, safe_id, on_platform, holder,
             purchase_cents, status, shares, payout_cents, applied_term)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
        )
        .bind(
          p.projectId,
          s.safeId,
          s.onPlatform ? 1 : 0,
          s.holder,
          s.purchaseCents,
          s.status,
          s.shares,
          s.payoutCents,
          s.appliedTerm,
        ),
    ),
  ];
}

export function projectConversionEvent(
  db: D1Database,
  event: ConversionEvent,
): D1PreparedStatement[] {
  switch (event.type) {
    case 'conversion.outside_safe_recorded': {
      const p = event.payload;
      const s = p.safe;
      return [
        db
          .prepare(
            `INSERT OR IGNORE INTO conversion_outside_safes (id, project_id, holder, purchase_cents,
               valuation_cap_dollars, discount_percent, mfn, issued_on, idempotency_key, recorded_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
          )
          .bind(
            s.id,
            p.projectId,
            s.holder,
            s.purchaseCents,
            s.valuationCapDollars ?? null,
            s.discountPercent ?? null,
            s.mfn ? 1 : 0,
            s.issuedOn,
            p.idempotencyKey,
            event.occurredAt,
          ),
      ];
    }
    case 'conversion.priced_round_recorded':
    case 'conversion.liquidity_recorded':
    case 'conversion.dissolution_recorded':
      return outcomeStatements(db, event);
  }
}
