import type { QueryClient } from '@tanstack/react-query';
import { endpointUrl } from '@haulstop/shared/contracts/endpoint';
import { getStatement, getStatementCsv, getStatementPdf, STATEMENTS_CACHE } from '@haulstop/shared/contracts/statements';
import { previousPeriod } from '@haulstop/shared/rules';
import { prefetchEndpoint, useEndpointQuery } from './endpoint';

// The statements' reads, derived from their definitions (@haulstop/shared/contracts/statements).

/** Every statement read. */
export const statementKeys = { all: STATEMENTS_CACHE };

/** Where a statement's PDF and CSV are downloaded (attachments; see downloadFile). */
export const statementPdfUrl = (period: string) => endpointUrl(getStatementPdf, { period });
export const statementCsvUrl = (period: string) => endpointUrl(getStatementCsv, { period });

/** The current organisation's statement of one month, per lot and currency. */
export const useStatement = (period: string) => useEndpointQuery(getStatement, { query: { period } });

/** Last month's statement, the one /soiDashboard opens on, fetched with its chunk. */
export const prefetchStatement = (client: QueryClient) => prefetchEndpoint(client, getStatement, { query: { period: previousPeriod(new Date()) } });
