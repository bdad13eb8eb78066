import type { QueryClient } from '@tanstack/react-query';
import { prefetchCataloguePage } from '@haulstop/shared/api';
import { CataloguePage } from '../features/catalogues/CataloguePage';

/** /amenities (platform): the amenities catalogue. */
export default function Amenities() {
  return <CataloguePage kind="amenities" />;
}

export const prefetch = (client: QueryClient) => prefetchCataloguePage(client, 'amenities');
