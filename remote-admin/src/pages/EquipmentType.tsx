import type { QueryClient } from '@tanstack/react-query';
import { prefetchCataloguePage } from '@haulstop/shared/api';
import { CataloguePage } from '../features/catalogues/CataloguePage';

/** /equipmentType (platform): the equipmentTypes catalogue. */
export default function EquipmentType() {
  return <CataloguePage kind="equipmentTypes" />;
}

export const prefetch = (client: QueryClient) => prefetchCataloguePage(client, 'equipmentTypes');
