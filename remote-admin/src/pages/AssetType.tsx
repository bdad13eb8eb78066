import type { QueryClient } from '@tanstack/react-query';
import { prefetchCataloguePage } from '@haulstop/shared/api';
import { CataloguePage } from '../features/catalogues/CataloguePage';

/** /assetType (platform): the assetTypes catalogue. */
export default function AssetType() {
  return <CataloguePage kind="assetTypes" />;
}

export const prefetch = (client: QueryClient) => prefetchCataloguePage(client, 'assetTypes');
