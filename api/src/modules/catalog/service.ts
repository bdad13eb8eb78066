import type { CatalogueItem, CatalogueItemInput, CatalogueKind, CatalogueStatus, Page } from '@haulstop/shared/contracts';
import type { Db } from '../../db/db';
import { badRequest, conflict, notFound, text } from '../../lib/errors';
import { paged } from '../../lib/paging';
import * as repository from './repository';

const WHAT: Record<CatalogueKind, string> = { amenities: 'Amenity', assetTypes: 'Asset type', equipmentTypes: 'Equipment type' };
/** The same names in the request's language (shared locale files). */
const RECORD_KEYS: Record<CatalogueKind, string> = {
  amenities: 'apiErrors.records.amenity',
  assetTypes: 'apiErrors.records.assetType',
  equipmentTypes: 'apiErrors.records.equipmentType',
};

/** A catalogue name: trimmed, not blank, unique whatever its case (the database holds the same rule). */
async function checkedName(db: Db, kind: CatalogueKind, input: CatalogueItemInput, exceptId?: number): Promise<string> {
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (!name) throw badRequest(text('apiErrors.catalog.enterName'), undefined, { field: 'name' });
  const existing = await repository.findByName(db, kind, name);
  if (existing && existing.id !== exceptId)
    throw conflict(text('apiErrors.catalog.nameTaken', { what: WHAT[kind], name: existing.name }), 'ALREADY_EXISTS', {
      field: 'name',
      paramKeys: { what: RECORD_KEYS[kind] },
    });
  return name;
}

export function list(
  db: Db,
  kind: CatalogueKind,
  query: { page?: number; size?: number; search?: string; status?: CatalogueStatus },
): Promise<Page<CatalogueItem>> {
  return paged(query, (window) => repository.listItems(db, kind, { search: query.search?.trim() || undefined, status: query.status, ...window }));
}

export async function create(db: Db, kind: CatalogueKind, input: CatalogueItemInput): Promise<CatalogueItem> {
  const name = await checkedName(db, kind, input);
  return repository.insertItem(db, kind, name, input.status ?? 'Active');
}

export async function update(db: Db, kind: CatalogueKind, id: number, input: CatalogueItemInput): Promise<CatalogueItem> {
  const name = await checkedName(db, kind, input, id);
  const item = await repository.updateItem(db, kind, id, name, input.status);
  if (!item) throw notFound(WHAT[kind]);
  return item;
}

/** Deleting an entry still in use is refused by the database's references (409); deactivate it instead. */
export async function remove(db: Db, kind: CatalogueKind, id: number): Promise<void> {
  try {
    if (!(await repository.deleteItem(db, kind, id))) throw notFound(WHAT[kind]);
  } catch (error) {
    if ((error as { code?: string }).code === '23503')
      throw conflict(text('apiErrors.catalog.inUse', { what: WHAT[kind] }), 'IN_USE', { paramKeys: { what: RECORD_KEYS[kind] } });
    throw error;
  }
}
