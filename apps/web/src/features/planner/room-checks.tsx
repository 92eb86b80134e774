import { useDeferredValue, useMemo } from 'react';
import type { Label } from '@rta/domain/binder/binder';
import type { Plan } from '@rta/domain/planner/plan';
import { checkPlan } from '@rta/domain/planner/checks';
import { missingFromLabel, roomNeeds } from '@rta/domain/planner/accessories';
import { useRoomCatalogue } from './room-catalogue.ts';
import { PlanChecks } from './plan-checks.tsx';
import { RoomNeeds } from './room-needs.tsx';

/**
 * The planner's checks and 'Add what this room needs', with the catalogue rows they read: a part
 * of the page that loads right after its frame (planner-page.tsx, lazyPart), in the place
 * ChecksPlaceholder (part-placeholders.tsx) holds for it.
 */
export function RoomChecks({ label, plan }: { label: Label; plan: Plan }) {
  const catalogue = useRoomCatalogue(label);
  // The drawing follows a move at once; the checks and the room's needs in the render after, so
  // that a move redraws within a frame however large the room.
  const checked = useDeferredValue(plan);
  const findings = useMemo(
    () => (catalogue.rows ? checkPlan(checked, label.items, catalogue.rows) : undefined),
    [checked, label.items, catalogue.rows],
  );
  const needs = useMemo(
    () => (catalogue.rows && findings ? roomNeeds(checked, label.items, catalogue.rows, findings) : undefined),
    [checked, label.items, catalogue.rows, findings],
  );
  const missing = useMemo(() => (needs ? missingFromLabel(needs, label.items) : undefined), [needs, label.items]);
  return (
    <>
      <PlanChecks findings={findings} loading={!catalogue.rows} failed={catalogue.failed} />
      <RoomNeeds label={label} needs={needs} missing={missing} rows={catalogue.rows} failed={catalogue.failed} />
    </>
  );
}
