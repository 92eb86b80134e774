import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CATEGORIES, type Category } from '@rta/domain/catalogue/constants';
import { mayChangeCatalogue, STAFF_CATALOGUE_MESSAGES } from '@rta/domain/staff/catalogue-constants';
import { roleNames } from '@rta/domain/accounts/user';
import { useCurrentUser } from '../../../stores/session-store.ts';
import { staffCabinetsQuery, styleGroupsQuery } from './api/staff-catalogue-api.ts';
import { CabinetPriceRow } from './cabinet-price-row.tsx';
import { staffErrorText } from '../staff-errors.ts';
import table from '../console-table.module.css';
import sections from '../staff-sections.module.css';
import form from '../../../ui/form.module.css';
import { SelectField } from '../../../ui/select-field.tsx';

const asCategory = (value: string | null): Category => CATEGORIES.find((category) => category === value) ?? 'Base';

/**
 * Catalogue editing (issue 9): every SKU of a style group and category, its prices and whether
 * the store shows it. A Store Admin changes them; a Sales User sees them, and why they cannot.
 */
export function StaffCataloguePage() {
  const me = useCurrentUser();
  const editable = mayChangeCatalogue(roleNames(me?.roles ?? []));
  const [params, setParams] = useSearchParams();
  const groups = useQuery(styleGroupsQuery());
  const group =
    params.get('group') ?? groups.data?.find((candidate) => candidate.isDefault)?.name ?? groups.data?.[0]?.name ?? '';
  const category = asCategory(params.get('category'));
  const cabinets = useQuery(staffCabinetsQuery(group, category));
  const choose = (next: { group?: string; category?: string }) =>
    setParams({ group: next.group ?? group, category: next.category ?? category });

  return (
    <section aria-labelledby="staff-catalogue-heading">
      <h2 id="staff-catalogue-heading">Catalogue</h2>
      <p className={table.muted}>
        Prices are in US dollars. A change reaches the store at once; hidden SKUs leave the store and search, and
        binders holding them cannot check out.
      </p>
      {!editable && <p className={sections.note}>{STAFF_CATALOGUE_MESSAGES.storeAdminOnly}</p>}
      <div className={`${table.filters} ${form.controls}`}>
        <SelectField
          label="Style group"
          value={group}
          onChange={(event) => choose({ group: event.target.value })}
          disabled={!groups.data}
          options={groups.data?.map((candidate) => ({ value: candidate.name, label: candidate.name })) ?? []}
        />
        <SelectField
          label="Category"
          value={category}
          onChange={(event) => choose({ category: event.target.value })}
          options={CATEGORIES.map((candidate) => ({ value: candidate, label: candidate }))}
        />
      </div>
      {groups.isError && <p role="alert">{staffErrorText(groups.error)}</p>}
      {cabinets.isError && <p role="alert">{staffErrorText(cabinets.error)}</p>}
      {(groups.isPending || (cabinets.isPending && group !== '')) && <p role="status">Loading the catalogue…</p>}
      {cabinets.data && (
        <div className={table.tableWrap}>
          <table className={table.table}>
            <caption>
              {group} {category}: {cabinets.data.length} SKUs,{' '}
              {cabinets.data.filter((cabinet) => cabinet.hidden).length} hidden
            </caption>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Cabinet</th>
                <th scope="col">Price</th>
                <th scope="col">Paint price</th>
                <th scope="col">Glass price</th>
                <th scope="col">In store</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cabinets.data.map((cabinet) => (
                <CabinetPriceRow key={`${cabinet.id}-${cabinet.updatedAt}`} cabinet={cabinet} editable={editable} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
