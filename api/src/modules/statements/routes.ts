import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentOrg } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as service from './service';
import { languageOf } from '../../lib/i18n';

/** Statements of income (DESIGN §7 `GET /api/statements`): owners read their own, the platform all. */
export const statementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/statements', { schema: schemas.getStatementSchema, config: { access: 'org', resource: 'statements', action: 'view' } }, async (request) =>
    service.getStatement(app.db, await currentOrg(request), request.query.period),
  );
  app.get(
    '/statements/:period/pdf',
    { schema: schemas.statementPdfSchema, config: { access: 'org', resource: 'statements', action: 'view' } },
    async (request, reply) => {
      const org = await currentOrg(request);
      const statement = await service.getStatement(app.db, org, request.params.period);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="statement-of-income-${statement.period}.pdf"`)
        .send(await service.statementPdf(statement, org, languageOf(request)));
    },
  );
  app.get(
    '/statements/:period/csv',
    { schema: schemas.statementCsvSchema, config: { access: 'org', resource: 'statements', action: 'view' } },
    async (request, reply) => {
      const statement = await service.getStatement(app.db, await currentOrg(request), request.params.period);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-of-income-${statement.period}.csv"`)
        .send(service.statementCsv(statement));
    },
  );
};
