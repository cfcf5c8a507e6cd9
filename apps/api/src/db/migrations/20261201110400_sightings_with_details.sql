-- migrate: no-transaction
-- Issue #26 (decision 049): six months after its theft closed, a sighting loses its note, exact point and
-- accuracy. The job finds those still holding them by their theft; reduced sightings leave the index.
-- The predicate is the one theft's sighting.repository.ts writes: keep them the same.
CREATE INDEX CONCURRENTLY IF NOT EXISTS sightings_personal_idx ON sightings (theft_report_id)
  WHERE note IS NOT NULL OR accuracy IS NOT NULL
     OR latitude <> round(latitude::numeric, 2)::double precision OR longitude <> round(longitude::numeric, 2)::double precision;
