import { lazy, Suspense, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCents } from '@rta/domain/pricing/money';
import {
  dollarsToCents,
  largePriceDrops,
  PRICE_FIELDS,
  STAFF_CATALOGUE_MESSAGES,
  type PriceDrop,
  type PriceField,
} from '@rta/domain/staff/catalogue-constants';
import type { CabinetUpdate, StaffCabinet } from '@rta/domain/api/staff-catalogue';
import { notify as toast } from '../../../lib/notify.ts';
import { staffCatalogueKeys, updateCabinet } from './api/staff-catalogue-api.ts';
import { staffErrorText } from '../staff-errors.ts';
import styles from '../staff-sections.module.css';
import table from '../console-table.module.css';
import button from '../../../ui/button.module.css';

/** The confirmation of a large price cut, loaded only when one is asked: the dialog's code would take the page past its first-load budget. */
const StaffConfirm = lazy(() => import('../staff-confirm.tsx').then((module) => ({ default: module.StaffConfirm })));
import form from '../../../ui/form.module.css';

/** 20500 → '205.00': what the price field shows and staff edit. */
const asDollars = (cents: number | null): string => (cents === null ? '' : (cents / 100).toFixed(2));

const fieldsOf = (cabinet: StaffCabinet): PriceField[] =>
  cabinet.glassName ? ['priceCents', 'paintPriceCents', 'glassPriceCents'] : ['priceCents', 'paintPriceCents'];

const PRICE_COLUMNS = ['priceCents', 'paintPriceCents', 'glassPriceCents'] as const;

function HistoryLink({ cabinet }: { cabinet: StaffCabinet }) {
  return (
    <Link to={`/staff/audit?target=${cabinet.id}`}>
      History<span className="visually-hidden"> of {cabinet.name}</span>
    </Link>
  );
}

function NameCells({ cabinet }: { cabinet: StaffCabinet }) {
  return (
    <>
      <th scope="row">{cabinet.name}</th>
      <td>
        {cabinet.type}
        <div className={table.muted}>{cabinet.measure}</div>
      </td>
    </>
  );
}

/** One SKU's row as a Sales User sees it: its prices and whether the store shows it, and its history. */
function ReadOnlyRow({ cabinet }: { cabinet: StaffCabinet }) {
  return (
    <tr className={cabinet.hidden ? styles.hiddenRow : undefined}>
      <NameCells cabinet={cabinet} />
      {PRICE_COLUMNS.map((field) => {
        const cents = cabinet[field];
        return (
          <td key={field}>
            {field === 'glassPriceCents' && (!cabinet.glassName || cents === null) ? (
              <span className={table.muted}>No glass door</span>
            ) : (
              formatCents(cents ?? 0)
            )}
          </td>
        );
      })}
      <td>{cabinet.hidden ? 'Hidden' : 'Shown'}</td>
      <td>
        <HistoryLink cabinet={cabinet} />
      </td>
    </tr>
  );
}

/** One SKU's row: editable for a Store Admin (mayChangeCatalogue), read-only for a Sales User. */
export function CabinetPriceRow({ cabinet, editable }: { cabinet: StaffCabinet; editable: boolean }) {
  return editable ? <EditablePriceRow cabinet={cabinet} /> : <ReadOnlyRow cabinet={cabinet} />;
}

/**
 * One SKU's row for a Store Admin: its three prices as dollar fields, saved together, a button
 * to hide or show it, and its history in the audit log. A cut by more than half, or to under a
 * dollar, is asked first, naming the old and new prices, and sent with the confirmation.
 */
function EditablePriceRow({ cabinet }: { cabinet: StaffCabinet }) {
  const client = useQueryClient();
  const [values, setValues] = useState<Record<PriceField, string>>({
    priceCents: asDollars(cabinet.priceCents),
    paintPriceCents: asDollars(cabinet.paintPriceCents),
    glassPriceCents: asDollars(cabinet.glassPriceCents),
  });
  const [errors, setErrors] = useState<Partial<Record<PriceField, string>>>({});
  const [asking, setAsking] = useState<{ update: CabinetUpdate; drops: PriceDrop[] } | null>(null);

  const save = useMutation({
    mutationFn: (update: CabinetUpdate) => updateCabinet(cabinet.id, update),
    onSuccess: (saved, update) => {
      void client.invalidateQueries({ queryKey: staffCatalogueKeys.all });
      if (update.hidden !== undefined)
        toast.success(`${saved.name} is ${saved.hidden ? 'hidden from' : 'shown in'} the store.`);
      else toast.success(`Saved the prices of ${saved.name}: ${formatCents(saved.priceCents)}.`);
    },
    onError: (failure) => toast.error(`${cabinet.name} was not saved: ${staffErrorText(failure)}`),
  });

  const changes = (): CabinetUpdate | null => {
    const found: Partial<Record<PriceField, string>> = {};
    const update: CabinetUpdate = {};
    for (const field of fieldsOf(cabinet)) {
      const cents = dollarsToCents(values[field]);
      if (cents === null) found[field] = STAFF_CATALOGUE_MESSAGES.dollars(PRICE_FIELDS[field]);
      else if (cents !== cabinet[field]) update[field] = cents;
    }
    setErrors(found);
    return Object.keys(found).length > 0 ? null : update;
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const update = changes();
    if (!update) return;
    if (Object.keys(update).length === 0) return toast.info(`${cabinet.name}: nothing changed.`);
    const drops = largePriceDrops(cabinet, update);
    if (drops.length > 0) return setAsking({ update, drops });
    save.mutate(update);
  };
  const question = asking && {
    title: 'Confirm a large price drop',
    text: STAFF_CATALOGUE_MESSAGES.confirmLargeDrop(cabinet.name, asking.drops),
    confirmLabel: asking.drops.length === 1 ? 'Lower the price' : 'Lower the prices',
  };

  const formId = `cabinet-${cabinet.id}`;
  return (
    <tr className={cabinet.hidden ? styles.hiddenRow : undefined}>
      <NameCells cabinet={cabinet} />
      {PRICE_COLUMNS.map((field) => (
        <td key={field}>
          {field === 'glassPriceCents' && !cabinet.glassName ? (
            <span className={table.muted}>No glass door</span>
          ) : (
            <>
              <input
                form={formId}
                className={styles.priceInput}
                inputMode="decimal"
                aria-label={`${PRICE_FIELDS[field]} of ${cabinet.name} in dollars`}
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `${formId}-${field}-error` : undefined}
              />
              {errors[field] && (
                <p id={`${formId}-${field}-error`} className={form.error}>
                  {errors[field]}
                </p>
              )}
            </>
          )}
        </td>
      ))}
      <td>{cabinet.hidden ? 'Hidden' : 'Shown'}</td>
      <td>
        <form id={formId} className={styles.rowActions} onSubmit={submit} aria-label={`Prices of ${cabinet.name}`}>
          <button type="submit" className={button.primary} disabled={save.isPending}>
            Save<span className="visually-hidden"> {cabinet.name}</span>
          </button>
          <button
            type="button"
            className={button.secondary}
            disabled={save.isPending}
            onClick={() => save.mutate({ hidden: !cabinet.hidden })}
          >
            {cabinet.hidden ? 'Show' : 'Hide'}
            <span className="visually-hidden"> {cabinet.name}</span>
          </button>
          <HistoryLink cabinet={cabinet} />
        </form>
        {question && (
          <Suspense fallback={null}>
            <StaffConfirm
              question={question}
              onConfirm={() => asking && save.mutate({ ...asking.update, confirmLargePriceDrop: true })}
              onClose={() => setAsking(null)}
            />
          </Suspense>
        )}
      </td>
    </tr>
  );
}
